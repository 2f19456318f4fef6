import { useDocumentTitle } from '@/hooks/use-document-title';

export function HomeRoute() {
  useDocumentTitle('Home');
  return <h1>Home</h1>;
}
