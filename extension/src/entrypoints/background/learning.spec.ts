// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { sessionToken } from '../../lib/storage';
import { fakeApi } from '../../test/fake-api';
import { lookupResource, removeResource, updateResource } from './learning';

const UNAVAILABLE = { status: 503, body: { error: 'Trail is briefly unavailable. Please try again in a moment.' } };

beforeEach(async () => {
  fakeBrowser.reset();
  await sessionToken.setValue('token-1');
});
afterEach(() => vi.unstubAllGlobals());

describe('the background while the API is briefly unavailable', () => {
  it('keeps the session when the lookup answers 503', async () => {
    fakeApi(() => UNAVAILABLE);
    expect(await lookupResource('https://example.com/sql')).toEqual({ resource: null });
    expect(await sessionToken.getValue()).toBe('token-1');
  });

  it('keeps the session and passes the reason on when an update answers 503', async () => {
    fakeApi(() => UNAVAILABLE);
    expect(await updateResource('res-1', { title: 'SQL' })).toEqual({ status: 'failed', error: UNAVAILABLE.body.error });
    expect(await sessionToken.getValue()).toBe('token-1');
  });

  it('ends the session only when the API refuses the token (401)', async () => {
    fakeApi(() => ({ status: 401, body: { error: 'Your session has ended. Please log in again.' } }));
    expect(await updateResource('res-1', { title: 'SQL' })).toEqual({ status: 'signedOut' });
    expect(await sessionToken.getValue()).toBeNull();
  });
});

describe('a refused token', () => {
  it('keeps a session the dashboard handed over while the refused request was on its way', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        await sessionToken.setValue('token-2');
        return new Response(JSON.stringify({ error: 'Your session has ended. Please log in again.' }), { status: 401 });
      }),
    );
    expect(await updateResource('res-1', { title: 'SQL' })).toEqual({ status: 'signedOut' });
    expect(await sessionToken.getValue()).toBe('token-2');
  });
});

describe('removing a saved page', () => {
  it('sends DELETE with the session and reports it removed', async () => {
    const calls = fakeApi(() => ({ status: 204 }));
    expect(await removeResource('res-1')).toEqual({ status: 'removed' });
    expect(calls[0]).toMatchObject({ method: 'DELETE', path: '/learning/res-1' });
  });

  it("passes the API's reason on, and ends the session on a 401", async () => {
    fakeApi(() => ({ status: 404, body: { error: 'Learning resource not found' } }));
    expect(await removeResource('res-1')).toEqual({ status: 'failed', error: 'Learning resource not found' });
    fakeApi(() => ({ status: 401, body: { error: 'Your session has ended. Please log in again.' } }));
    expect(await removeResource('res-1')).toEqual({ status: 'signedOut' });
    expect(await sessionToken.getValue()).toBeNull();
  });
});
