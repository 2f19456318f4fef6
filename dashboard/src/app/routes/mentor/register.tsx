import { useDocumentTitle } from '@/hooks/use-document-title';

export function MentorRegisterRoute() {
  useDocumentTitle('Book your session');
  return <h1>Book your session</h1>;
}
