import { Link } from '@/lib/navigation';
import { NOT_FOUND } from '@trail/shared';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function NotFoundRoute() {
  useDocumentTitle('Page not found');
  return (
    <>
      <h1>{NOT_FOUND}</h1>
      <p>
        <Link to={paths.home.getHref()}>Go to the home page</Link>
      </p>
    </>
  );
}
