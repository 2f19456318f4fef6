import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** A mentor's public page, addressed by username at the site root. */
export function MentorProfileRoute() {
  const { username = '' } = useParams();
  useDocumentTitle(username);
  return <h1>{username}</h1>;
}
