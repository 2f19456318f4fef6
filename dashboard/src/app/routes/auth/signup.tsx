import { useDocumentTitle } from '@/hooks/use-document-title';

export function SignUpRoute() {
  useDocumentTitle('Sign up');
  return (
    <>
      <h1>Accelerate your career growth</h1>
      <button type="button">Sign me Up</button>
    </>
  );
}
