import { useState } from 'react';
import { sendMessage } from '../../lib/messaging';
import { POPUP_TEXTS } from './popup-texts';

/** "Remove from Trail", asked twice because there is no undo once the popup closes. */
export function RemoveSaved({ id, onRemoved, onSignedOut }: { id: string; onRemoved: () => void; onSignedOut: () => void }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const remove = async () => {
    setBusy(true);
    setError('');
    const outcome = await sendMessage('remove', { id }).catch((failure: Error) => ({ status: 'failed' as const, error: failure.message }));
    setBusy(false);
    if (outcome.status === 'removed') onRemoved();
    else if (outcome.status === 'signedOut') onSignedOut();
    else setError(outcome.error);
  };

  if (!asking) {
    return (
      <button type="button" className="link-button" onClick={() => setAsking(true)}>
        {POPUP_TEXTS.remove}
      </button>
    );
  }
  return (
    <div className="remove-confirm" role="group" aria-label={POPUP_TEXTS.removeQuestion}>
      <span>{POPUP_TEXTS.removeQuestion}</span>
      <button type="button" disabled={busy} onClick={() => void remove()}>
        {busy ? POPUP_TEXTS.removing : POPUP_TEXTS.removeConfirm}
      </button>
      <button type="button" className="link-button" disabled={busy} onClick={() => setAsking(false)}>
        {POPUP_TEXTS.keep}
      </button>
      {error && (
        <p className="form__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
