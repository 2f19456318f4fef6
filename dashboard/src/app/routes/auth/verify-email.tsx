import { useEffect } from 'react';
import { Link, useSearchParams } from '@/lib/navigation';
import { paths } from '@/config/paths';
import { useVerifyEmail } from '@/features/auth/api/verify-email';
import { FormMessage } from '@/features/auth/components/form-message';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** The page the verification mail links to: it sends the token to the API once and shows the answer. */
export function VerifyEmailRoute() {
  useDocumentTitle('Confirm your e-mail');
  const [params] = useSearchParams();
  const token = params.get('token');
  const verify = useVerifyEmail();
  const { mutate } = verify;

  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);

  return (
    <div className="auth-page">
      <h1>Confirm your e-mail</h1>
      {!token && <FormMessage message="This link has no verification token. Open the link from the e-mail again." />}
      {verify.isPending && <p role="status">Confirming your e-mail…</p>}
      {verify.isSuccess && <p role="status">{verify.data?.message}</p>}
      <FormMessage message={verify.error?.message} />
      <p>
        <Link to={paths.home.getHref()}>Go to your dashboard</Link>
      </p>
    </div>
  );
}
