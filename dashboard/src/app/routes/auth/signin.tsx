import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function SignInRoute() {
  useDocumentTitle('Log in');
  return (
    <>
      <h1>Welcome to the Organized Side of Learning</h1>
      <button type="button">Log in</button>
      <p>
        New to Trail? <Link to={paths.signUp.getHref()}>Sign up</Link>
      </p>
    </>
  );
}
