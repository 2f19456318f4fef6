import { useDocumentTitle } from '@/hooks/use-document-title';

export function AssessmentRoute() {
  useDocumentTitle('Assessment');
  return <h1>Assessment</h1>;
}
