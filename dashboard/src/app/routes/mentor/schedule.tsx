import { useLocation } from 'react-router-dom';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** The track arrives as navigation state from the footer and track links; a direct visit has none. */
function trackFromState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('fieldName' in state)) return null;
  return typeof state.fieldName === 'string' ? state.fieldName : null;
}

export function MentorScheduleRoute() {
  const track = trackFromState(useLocation().state);
  useDocumentTitle('Schedule a session');
  return (
    <>
      <h1>Schedule a session</h1>
      {track && <p>Track: {track}</p>}
    </>
  );
}
