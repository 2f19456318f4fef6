import { useDocumentTitle } from '@/hooks/use-document-title';

export function PlanRoute() {
  useDocumentTitle('Learning plan');
  return <h1>Learning plan</h1>;
}
