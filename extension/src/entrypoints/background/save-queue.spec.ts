// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { SaveRequest } from '../../lib/messaging';
import { refusedSaves, saveQueue, sessionToken } from '../../lib/storage';
import { fakeApi, savedResource, type ApiCall } from '../../test/fake-api';
import { FLUSH_ALARM, flushQueue, retryDelay, saveResource } from './save-queue';
import { receiveSession } from './session';

const request: SaveRequest = {
  title: 'Intro to SQL joins',
  link: 'https://example.com/sql-joins',
  type: 'Article',
  microSkills: ['sql'],
  onWishlist: false,
  reminder: true,
};
const START = new Date('2026-03-02T10:00:00Z').getTime();
const landed = (call: ApiCall) => ({ status: 201, body: { resource: savedResource(call.body), alreadySaved: false } });
const badge = () => fakeBrowser.action.getBadgeText({});
const posts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST' && call.path === '/learning');

beforeEach(async () => {
  fakeBrowser.reset();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
  await sessionToken.setValue('token-1');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('saveResource', () => {
  it('sends the save once with the bearer token and leaves nothing queued', async () => {
    const calls = fakeApi(landed);

    const outcome = await saveResource(request);

    expect(outcome).toMatchObject({ status: 'saved', alreadySaved: false, resource: { title: 'Intro to SQL joins' } });
    expect(posts(calls)).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      authorization: 'Bearer token-1',
      body: {
        title: request.title,
        link: request.link,
        type: request.type,
        microSkill: ['sql'],
        wishList: { state: false },
        reminder: { state: true },
        saveId: expect.any(String),
      },
    });
    expect(await saveQueue.getValue()).toEqual([]);
    expect(await badge()).toBe('✓');
  });

  it('queues a save the API cannot take, retries with backoff under the same saveId, and lands it once', async () => {
    let answer: 'unreachable' | 503 | 201 = 'unreachable';
    const calls = fakeApi((call) => (answer === 'unreachable' ? answer : answer === 503 ? { status: 503, body: { error: 'Down' } } : landed(call)));

    expect(await saveResource(request)).toEqual({ status: 'queued' });
    const [queued] = await saveQueue.getValue();
    expect(queued).toMatchObject({ attempts: 1, nextAttemptAt: START + 30_000 });
    expect(await fakeBrowser.alarms.get(FLUSH_ALARM)).toMatchObject({ scheduledTime: START + 30_000 });
    expect(await badge()).toBe('1');

    await flushQueue(); // not due yet
    expect(posts(calls)).toHaveLength(1);

    vi.setSystemTime(START + 30_000);
    answer = 503;
    await flushQueue();
    expect(await saveQueue.getValue()).toMatchObject([{ attempts: 2, nextAttemptAt: START + 30_000 + 60_000 }]);
    expect(await sessionToken.getValue()).toBe('token-1');

    vi.setSystemTime(START + 90_000);
    answer = 201;
    await flushQueue();

    const sent = posts(calls);
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((call) => call.body?.saveId))).toEqual(new Set([queued?.saveId]));
    expect(await saveQueue.getValue()).toEqual([]);
    expect(await fakeBrowser.alarms.get(FLUSH_ALARM)).toBeUndefined();
    expect(await badge()).toBe('✓');
  });

  it('never sends the same queued save twice at once', async () => {
    let up = false;
    const calls = fakeApi((call) => (up ? landed(call) : 'unreachable'));
    await saveResource(request);
    up = true;

    await Promise.all([flushQueue({ force: true }), flushQueue({ force: true }), flushQueue({ force: true })]);

    expect(posts(calls)).toHaveLength(2);
    expect(await saveQueue.getValue()).toEqual([]);
  });

  it('drops a save the API refuses, with its error', async () => {
    fakeApi(() => ({ status: 400, body: { error: 'link must be a URL address' } }));

    expect(await saveResource(request)).toEqual({ status: 'failed', error: 'link must be a URL address' });
    expect(await saveQueue.getValue()).toEqual([]);
    expect(await badge()).toBe('!');
  });

  it('keeps a refusal found while flushing for the popup to show', async () => {
    let refuse = false;
    fakeApi(() => (refuse ? { status: 422, body: { error: 'Title is too long' } } : 'unreachable'));
    await saveResource(request);
    refuse = true;

    await flushQueue({ force: true });

    expect(await saveQueue.getValue()).toEqual([]);
    expect(await refusedSaves.getValue()).toEqual([{ title: 'Intro to SQL joins', error: 'Title is too long' }]);
  });

  it.each([408, 429])('retries after a %i', async (status) => {
    fakeApi(() => ({ status, body: { error: 'Later' } }));
    expect(await saveResource(request)).toEqual({ status: 'queued' });
  });

  it('keeps a save answered 401, signs out, and sends it when the dashboard signs in again', async () => {
    const calls = fakeApi((call) =>
      call.authorization === 'Bearer token-2' ? landed(call) : { status: 401, body: { error: 'Please sign in' } },
    );

    expect(await saveResource(request)).toEqual({ status: 'signedOut' });
    expect(await sessionToken.getValue()).toBeNull();
    expect(await saveQueue.getValue()).toMatchObject([{ waitingForSignIn: true }]);
    expect(await badge()).toBe('!');

    await receiveSession('token-2', { url: 'http://localhost:5173/signin' });

    expect(posts(calls)).toHaveLength(2);
    expect(await saveQueue.getValue()).toEqual([]);
  });

  it('queues without calling the API when signed out', async () => {
    await sessionToken.setValue(null);
    const calls = fakeApi(landed);

    expect(await saveResource(request)).toEqual({ status: 'signedOut' });
    expect(calls).toHaveLength(0);
    expect(await saveQueue.getValue()).toHaveLength(1);
  });
});

describe('retryDelay', () => {
  it('waits 30 s, 1, 2, 5 and 15 min, then an hour at most', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map(retryDelay)).toEqual([
      30_000, 60_000, 120_000, 300_000, 900_000, 3_600_000, 3_600_000, 3_600_000,
    ]);
  });
});
