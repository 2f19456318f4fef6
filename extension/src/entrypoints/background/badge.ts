import { browser } from 'wxt/browser';
import { saveQueue } from '../../lib/storage';

export type SaveEvent = 'saved' | 'failed';

/**
 * Feedback without notifications: "!" while a save waits for sign-in, the number of saves
 * still waiting, otherwise ✓ or ! for the save that just finished.
 */
export async function showBadge(event?: SaveEvent): Promise<void> {
  const queue = await saveQueue.getValue();
  let text = '';
  if (queue.some((item) => item.waitingForSignIn)) text = '!';
  else if (queue.length > 0) text = String(queue.length);
  else if (event === 'saved') text = '✓';
  else if (event === 'failed') text = '!';
  await browser.action.setBadgeText({ text });
  // The tokens' --success and --warning (popup/tokens.css): a badge cannot read CSS.
  if (text) await browser.action.setBadgeBackgroundColor({ color: text === '✓' ? '#136c2e' : '#8a5300' });
}
