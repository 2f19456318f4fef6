import { displayText } from '@trail/shared';
import { config } from '../../lib/config';
import type { CurrentTab } from '../../lib/current-tab';
import { POPUP_TEXTS } from './popup-texts';
import { useCurrentTab } from './use-current-tab';

export function PopupApp({ search }: { search: string }) {
  const tab = useCurrentTab(search);
  return (
    <main className="popup">
      <header className="popup__header">
        <img src="/icon/32.png" alt="" width={24} height={24} />
        <h1>{POPUP_TEXTS.heading}</h1>
      </header>
      <PageSummary tab={tab} />
      <footer className="popup__footer">
        <a href={config.dashboardUrl} target="_blank" rel="noreferrer">
          {POPUP_TEXTS.openDashboard}
        </a>
      </footer>
    </main>
  );
}

function PageSummary({ tab }: { tab: CurrentTab | undefined }) {
  if (tab === undefined) {
    return (
      <p className="popup__status" role="status">
        {POPUP_TEXTS.loading}
      </p>
    );
  }
  if (!tab.readable) {
    return (
      <div className="popup__status popup__status--warning" role="alert">
        <p className="popup__status-title">{POPUP_TEXTS.unreadable}</p>
        <p>{POPUP_TEXTS.unreadableHint}</p>
      </div>
    );
  }
  return (
    <section className="page" aria-label="Current page">
      <p className="page__title" data-testid="tab-title" title={tab.title}>
        {displayText(tab.title, 'cardTitle')}
      </p>
      <p className="page__host" data-testid="tab-host">
        {tab.host}
      </p>
    </section>
  );
}
