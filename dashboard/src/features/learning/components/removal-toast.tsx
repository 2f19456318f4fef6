import { displayText } from '@trail/shared';
import { pendingRemovals, usePendingRemovals } from '../pending-removals';

/** "Removed … Undo" while a removal waits, or why it failed; lives in the layout so it outlasts the view. */
export function RemovalToast() {
  const removals = usePendingRemovals();
  if (removals.length === 0) return null;
  return (
    <div className="toast-stack" role="status" aria-live="polite">
      {removals.map(({ id, title, error }) => (
        <div key={id} className="toast">
          {error ? (
            <>
              <span>
                Could not remove “{displayText(title, 'wishlistTitle')}”: {error}
              </span>
              <button type="button" className="link-button" onClick={() => pendingRemovals.dismiss(id)}>
                Close
              </button>
            </>
          ) : (
            <>
              <span>Removed “{displayText(title, 'wishlistTitle')}”.</span>
              <button type="button" className="link-button" onClick={() => pendingRemovals.undo(id)}>
                Undo
              </button>
            </>
          )}
        </div>
      ))}
    </div>
  );
}
