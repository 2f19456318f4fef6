import { LearningHistory } from '@/features/learning/components/learning-history';
import { useDocumentTitle } from '@/hooks/use-document-title';
import '@/features/learning/learning.css';

export function HistoryRoute() {
  useDocumentTitle('Learning history');
  return (
    <>
      <h1>Learning history</h1>
      <LearningHistory />
    </>
  );
}
