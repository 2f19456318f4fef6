import { useDocumentTitle } from '@/hooks/use-document-title';

export function PrivacyRoute() {
  useDocumentTitle('Privacy Policy');
  return <h1>Privacy Policy</h1>;
}
