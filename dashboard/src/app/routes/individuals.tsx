import { useDocumentTitle } from '@/hooks/use-document-title';

/** Landing page for the browser extension. */
export function IndividualsRoute() {
  useDocumentTitle('Trail for individuals');
  return <h1>Learn with purpose, right from your browser</h1>;
}
