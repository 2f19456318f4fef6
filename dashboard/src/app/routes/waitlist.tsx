import { useDocumentTitle } from '@/hooks/use-document-title';

export function WaitlistRoute() {
  useDocumentTitle('Join the waitlist');
  return <h1>Join the waitlist</h1>;
}
