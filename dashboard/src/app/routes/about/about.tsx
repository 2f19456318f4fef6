import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function AboutRoute() {
  useDocumentTitle('About Trail');
  return (
    <>
      <h1>About Trail</h1>
      <p>
        <Link to={paths.privacy.getHref()}>Privacy Policy</Link>
      </p>
    </>
  );
}
