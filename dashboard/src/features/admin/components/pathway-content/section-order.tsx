import type { AdminSection } from '@trail/shared';
import { useMoveSection, useResetSection } from '../../api/pathway-content';

/** Move the picked section up or down (learners' progress goes with it), or hand its text back to the seed files. */
export function SectionOrder({ slug, section, count, onMoved }: { slug: string; section: AdminSection; count: number; onMoved: (no: number) => void }) {
  const move = useMoveSection();
  const reset = useResetSection();
  const busy = move.isPending || reset.isPending;
  const go = (direction: 'up' | 'down') => move.mutate({ slug, no: section.no, direction }, { onSuccess: () => onMoved(direction === 'up' ? section.no - 1 : section.no + 1) });
  const error = move.error ?? reset.error;
  return (
    <div className="form-actions" role="group" aria-label={`Order of section ${section.no}`}>
      <button type="button" className="button-secondary" disabled={busy || section.no === 1} onClick={() => go('up')}>
        Move up
      </button>
      <button type="button" className="button-secondary" disabled={busy || section.no === count} onClick={() => go('down')}>
        Move down
      </button>
      {section.editedAt && (
        <button type="button" className="button-secondary" disabled={busy} onClick={() => reset.mutate({ slug, no: section.no })}>
          Reset to seed content
        </button>
      )}
      {error && <p role="alert">{error.message}</p>}
      {move.isSuccess && <p role="status">Section moved: its resources, questions and learners’ attempts went with it.</p>}
      {reset.isSuccess && <p role="status">Section back to the seed content.</p>}
    </div>
  );
}
