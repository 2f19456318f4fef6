import { useDocumentTitle } from '@/hooks/use-document-title';

export function HistoryRoute() {
  useDocumentTitle('Learning history');
  return <h1>Learning history</h1>;
}
