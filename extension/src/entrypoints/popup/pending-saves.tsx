import { displayText } from '@trail/shared';
import type { PopupState } from '../../lib/messaging';
import { POPUP_TEXTS } from './popup-texts';

export function PendingSaves({ pending, refused }: Pick<PopupState, 'pending' | 'refused'>) {
  if (pending.length === 0 && refused.length === 0) return null;
  return (
    <section className="notes" aria-label="Other saves">
      {pending.length > 0 && (
        <>
          <h2>{POPUP_TEXTS.pendingHeading}</h2>
          <ul data-testid="pending-saves">
            {pending.map((save) => (
              <li key={save.saveId}>
                {displayText(save.title, 'wishlistTitle')}
                {save.waitingForSignIn && <span className="notes__hint"> — {POPUP_TEXTS.waitingForSignIn}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
      {refused.length > 0 && (
        <>
          <h2>{POPUP_TEXTS.refusedHeading}</h2>
          <ul role="alert">
            {refused.map((save, index) => (
              <li key={index}>
                {displayText(save.title, 'wishlistTitle')}: {save.error}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
