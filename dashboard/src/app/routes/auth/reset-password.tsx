import { useDocumentTitle } from '@/hooks/use-document-title';

export function ResetPasswordRoute() {
  useDocumentTitle('Reset your password');
  return (
    <>
      <h1>Reset your password</h1>
      <button type="button">Reset</button>
    </>
  );
}
