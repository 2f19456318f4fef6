import { useNavigate, useSearchParams } from '@/lib/navigation';
import { paths } from '@/config/paths';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function ResetPasswordRoute() {
  useDocumentTitle('Reset your password');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');

  return (
    <div className="auth-page">
      <h1>Reset your password</h1>
      {token ? (
        <ResetPasswordForm token={token} onReset={() => void navigate(paths.home.getHref(), { replace: true })} />
      ) : (
        <ForgotPasswordForm submitLabel="Reset" />
      )}
    </div>
  );
}
