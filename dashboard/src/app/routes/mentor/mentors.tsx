import { useDocumentTitle } from '@/hooks/use-document-title';

export function MentorsRoute() {
  useDocumentTitle('Mentors');
  return <h1>Mentors</h1>;
}
