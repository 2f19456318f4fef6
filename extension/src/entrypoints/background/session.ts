import { DASHBOARD_ROUTES } from '@trail/shared';
import { browser } from 'wxt/browser';
import { config } from '../../lib/config';
import type { MessageSender } from '../../lib/messaging';
import { sessionToken } from '../../lib/storage';
import { showBadge } from './badge';
import { flushQueue } from './save-queue';

const dashboardOrigin = new URL(config.dashboardUrl).origin;

/** Only the bridge on the dashboard's own origin may sign the extension in or out. */
export function isFromDashboard(sender: MessageSender): boolean {
  if (!sender.url) return false;
  try {
    return new URL(sender.url).origin === dashboardOrigin;
  } catch {
    return false;
  }
}

/** The dashboard signed in (a token) or out (null); saves waiting for sign-in go out now. */
export async function receiveSession(token: string | null, sender: MessageSender): Promise<null> {
  if (!isFromDashboard(sender)) throw new Error('Sessions are only accepted from the Trail dashboard.');
  const current = await sessionToken.getValue();
  if (current === token) return null;
  await sessionToken.setValue(token);
  if (token) await flushQueue({ force: true });
  else await showBadge();
  return null;
}

export async function openDashboard(path: string): Promise<null> {
  await browser.tabs.create({ url: `${config.dashboardUrl}${path}` });
  return null;
}

export const openSignIn = () => openDashboard(DASHBOARD_ROUTES.signIn);

/** A new install opens sign-up, marked so the account records that the extension exists. */
export async function welcomeNewInstall(reason: string): Promise<void> {
  if (reason !== 'install') return;
  await openDashboard(`${DASHBOARD_ROUTES.signUp}?extension=exist`);
}
