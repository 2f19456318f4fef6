import { useDocumentTitle } from '@/hooks/use-document-title';

export function PathwayRoute() {
  useDocumentTitle('Pathway');
  return <h1>Pathway</h1>;
}
