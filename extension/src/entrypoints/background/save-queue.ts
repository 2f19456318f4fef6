import type { SaveLearningResponse } from '@trail/shared';
import { browser } from 'wxt/browser';
import { callApi, isTransient } from '../../lib/api-client';
import type { SaveOutcome, SaveRequest } from '../../lib/messaging';
import { forgetRefusedToken, refusedSaves, saveQueue, sessionToken, type QueuedSave } from '../../lib/storage';
import { showBadge } from './badge';

export const FLUSH_ALARM = 'trail-flush-saves';
/** Chrome fires alarms at most every 30 s; after the last step the wait stays at an hour. */
export const RETRY_DELAYS_MS = [30_000, 60_000, 120_000, 300_000, 900_000, 3_600_000] as const;
const KEEP_REFUSED = 5;

type Delivery =
  | { kind: 'landed'; response: SaveLearningResponse }
  | { kind: 'retry' }
  | { kind: 'signIn' }
  | { kind: 'refused'; error: string };

export function retryDelay(attempts: number): number {
  return RETRY_DELAYS_MS[Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1] ?? RETRY_DELAYS_MS[0];
}

// One flush or save at a time, so two callers never send the same queued save at once.
let lock: Promise<unknown> = Promise.resolve();
function exclusively<T>(task: () => Promise<T>): Promise<T> {
  const run = lock.then(task, task);
  lock = run.catch(() => undefined);
  return run;
}

async function deliver(item: QueuedSave): Promise<Delivery> {
  const token = await sessionToken.getValue();
  if (!token) return { kind: 'signIn' };
  const result = await callApi<SaveLearningResponse>('/learning', { method: 'POST', body: item.body, token });
  if (result.ok) return { kind: 'landed', response: result.data };
  if (result.status === 401) {
    await forgetRefusedToken(token);
    return { kind: 'signIn' };
  }
  if (isTransient(result.status)) return { kind: 'retry' };
  return { kind: 'refused', error: result.error };
}

/** Writes back what one attempt means for the item: gone, or due again later. */
async function settle(item: QueuedSave, delivery: Delivery, reportRefusal: boolean): Promise<void> {
  const now = Date.now();
  let next: QueuedSave | null = null;
  if (delivery.kind === 'retry') {
    const attempts = item.attempts + 1;
    next = { ...item, attempts, nextAttemptAt: now + retryDelay(attempts), waitingForSignIn: false };
  } else if (delivery.kind === 'signIn') {
    next = { ...item, waitingForSignIn: true };
  }
  const queue = (await saveQueue.getValue()).filter((queued) => queued.saveId !== item.saveId);
  await saveQueue.setValue(next ? [...queue, next] : queue);
  if (delivery.kind === 'refused' && reportRefusal) {
    const refused = [...(await refusedSaves.getValue()), { title: item.body.title, error: delivery.error }];
    await refusedSaves.setValue(refused.slice(-KEEP_REFUSED));
  }
}

async function scheduleRetry(): Promise<void> {
  const due = (await saveQueue.getValue()).filter((item) => !item.waitingForSignIn).map((item) => item.nextAttemptAt);
  if (due.length === 0) {
    await browser.alarms.clear(FLUSH_ALARM);
    return;
  }
  await browser.alarms.create(FLUSH_ALARM, { when: Math.max(Math.min(...due), Date.now() + RETRY_DELAYS_MS[0]) });
}

function toOutcome(delivery: Delivery): SaveOutcome {
  switch (delivery.kind) {
    case 'landed':
      return { status: 'saved', ...delivery.response };
    case 'retry':
      return { status: 'queued' };
    case 'signIn':
      return { status: 'signedOut' };
    case 'refused':
      return { status: 'failed', error: delivery.error };
  }
}

export function toSaveBody(request: SaveRequest, saveId: string): QueuedSave['body'] {
  return {
    title: request.title.trim(),
    link: request.link.trim(),
    type: request.type,
    microSkill: request.microSkills,
    wishList: { state: request.onWishlist },
    reminder: { state: request.reminder },
    ...(request.image ? { image: request.image } : {}),
    saveId,
  };
}

/**
 * Saves a resource: it is queued in storage first, so a save is never lost even if the worker
 * stops mid-request, then sent at once. `reportRefusal` keeps a 4xx for the popup to show later
 * (saves from the shortcut or the context menu, which have no screen of their own).
 */
export function saveResource(request: SaveRequest, { reportRefusal = false } = {}): Promise<SaveOutcome> {
  return exclusively(async () => {
    const saveId = crypto.randomUUID();
    const now = Date.now();
    const item: QueuedSave = {
      saveId,
      body: toSaveBody(request, saveId),
      attempts: 0,
      nextAttemptAt: now,
      queuedAt: now,
      waitingForSignIn: false,
    };
    await saveQueue.setValue([...(await saveQueue.getValue()), item]);
    const delivery = await deliver(item);
    await settle(item, delivery, reportRefusal);
    await scheduleRetry();
    await showBadge(delivery.kind === 'landed' ? 'saved' : delivery.kind === 'refused' ? 'failed' : undefined);
    return toOutcome(delivery);
  });
}

/** Sends the queued saves that are due (all of them when forced: start-up, popup, sign-in). */
export function flushQueue({ force = false } = {}): Promise<void> {
  return exclusively(async () => {
    const queue = await saveQueue.getValue();
    if (queue.length === 0) return;
    let landed = false;
    for (const item of queue) {
      if (!force && item.nextAttemptAt > Date.now()) continue;
      const delivery = await deliver(item);
      await settle(item, delivery, true);
      landed ||= delivery.kind === 'landed';
    }
    await scheduleRetry();
    await showBadge(landed ? 'saved' : undefined);
  });
}
