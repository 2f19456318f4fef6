import type { MessageHandlers, PopupState } from '../../lib/messaging';
import { refusedSaves, saveQueue, sessionToken } from '../../lib/storage';
import { lookupResource, removeResource, updateResource } from './learning';
import { flushQueue, saveResource } from './save-queue';
import { openSignIn, receiveSession } from './session';
import { skillSuggestions } from './skills';
import { draftForTab, findTab } from './tab-page';

async function openPopup(tabId?: number): Promise<PopupState> {
  // Opening the popup is a good moment to retry; it is not awaited so the form shows at once.
  void flushQueue({ force: true });
  const [token, page, queue, refused] = await Promise.all([
    sessionToken.getValue(),
    findTab(tabId).then(draftForTab),
    saveQueue.getValue(),
    refusedSaves.getValue(),
  ]);
  if (refused.length) await refusedSaves.setValue([]);
  return {
    signedIn: Boolean(token),
    page,
    pending: queue.map((item) => ({
      saveId: item.saveId,
      title: item.body.title,
      waitingForSignIn: item.waitingForSignIn,
    })),
    refused,
  };
}

export const messageHandlers: MessageHandlers = {
  openPopup: ({ tabId }) => openPopup(tabId),
  lookup: ({ url }) => lookupResource(url),
  skills: () => skillSuggestions(),
  save: (request) => saveResource(request),
  update: ({ id, body }) => updateResource(id, body),
  remove: ({ id }) => removeResource(id),
  signIn: () => openSignIn(),
  bridgeSession: ({ token }, sender) => receiveSession(token, sender),
};
