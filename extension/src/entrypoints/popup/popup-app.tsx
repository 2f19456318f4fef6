import { useState } from 'react';
import { config } from '../../lib/config';
import type { PageDraft, PopupState } from '../../lib/messaging';
import { PendingSaves } from './pending-saves';
import { POPUP_TEXTS } from './popup-texts';
import { type FormOutcome, SaveForm } from './save-form';
import { SaveResult } from './save-result';
import { SignInPrompt } from './sign-in-prompt';
import { usePopupState } from './use-popup-state';

type Finished = { outcome: FormOutcome; updated: boolean };

export function PopupApp({ search }: { search: string }) {
  const load = usePopupState(search);
  return (
    <main className="popup">
      <header className="popup__header">
        <img src="/icon/32.png" alt="" width={24} height={24} />
        <h1>{POPUP_TEXTS.heading}</h1>
      </header>
      {load.status === 'loading' && (
        <p className="popup__status" role="status">
          {POPUP_TEXTS.loading}
        </p>
      )}
      {load.status === 'error' && (
        <p className="popup__status popup__status--warning" role="alert">
          {load.error}
        </p>
      )}
      {load.status === 'ready' && <PopupBody state={load.state} />}
      <footer className="popup__footer">
        <a href={config.dashboardUrl} target="_blank" rel="noreferrer">
          {POPUP_TEXTS.openDashboard}
        </a>
      </footer>
    </main>
  );
}

function PopupBody({ state }: { state: PopupState }) {
  const [finished, setFinished] = useState<Finished>();
  const pending = finished?.outcome.status === 'queued' ? [...state.pending, queuedNow(state.page)] : state.pending;
  return (
    <>
      <CurrentStep state={state} finished={finished} onDone={(outcome, updated) => setFinished({ outcome, updated })} />
      <PendingSaves pending={pending} refused={state.refused} />
    </>
  );
}

const queuedNow = (page: PageDraft | null) => ({ saveId: 'just-now', title: page?.title ?? '', waitingForSignIn: false });

function CurrentStep({
  state,
  finished,
  onDone,
}: {
  state: PopupState;
  finished: Finished | undefined;
  onDone: (outcome: Finished['outcome'], updated: boolean) => void;
}) {
  if (!state.page) {
    return (
      <div className="popup__status popup__status--warning" role="alert">
        <p className="popup__status-title">{POPUP_TEXTS.unreadable}</p>
        <p>{POPUP_TEXTS.unreadableHint}</p>
      </div>
    );
  }
  if (!state.signedIn) return <SignInPrompt message={POPUP_TEXTS.signInPrompt} />;
  if (!finished) return <SaveForm page={state.page} onDone={onDone} />;
  const { outcome, updated } = finished;
  if (outcome.status === 'saved') return <SaveResult resource={outcome.resource} alreadySaved={outcome.alreadySaved} updated={updated} />;
  if (outcome.status === 'signedOut') return <SignInPrompt message={POPUP_TEXTS.sessionEnded} />;
  if (outcome.status === 'removed') {
    return (
      <p className="popup__status" role="status">
        {POPUP_TEXTS.removed}
      </p>
    );
  }
  return (
    <p className="popup__status" role="status" data-testid="queued">
      {POPUP_TEXTS.queued}
    </p>
  );
}
