import { useDocumentTitle } from '@/hooks/use-document-title';

export function AnalyticsTestRoute() {
  useDocumentTitle('Analytics');
  return <h1>Analytics</h1>;
}
