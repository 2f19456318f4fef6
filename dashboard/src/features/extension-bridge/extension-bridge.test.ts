import { EXTENSION_BRIDGE } from '@trail/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authToken } from '@/lib/auth/token';
import { fakeJwt } from '@/test/fake-jwt';
import { startExtensionBridge } from './extension-bridge';
import { readExtensionFlag } from './extension-flag';

let stop: (() => void) | undefined;
afterEach(() => stop?.());

function sentMessages(spy: { mock: { calls: unknown[][] } }) {
  return spy.mock.calls.map(([message, origin]) => ({ message, origin }));
}

function announceFromExtension(options: Partial<MessageEventInit> = {}) {
  window.dispatchEvent(
    new MessageEvent('message', {
      data: { source: EXTENSION_BRIDGE.extensionSource, type: 'installed', version: '1.0.0' },
      origin: window.location.origin,
      source: window,
      ...options,
    }),
  );
}

describe('extension bridge', () => {
  it('remembers the extension and hands it the live session when the extension announces itself', () => {
    const token = fakeJwt(3600);
    authToken.set(token);
    const postSpy = vi.spyOn(window, 'postMessage');
    stop = startExtensionBridge();

    announceFromExtension();

    expect(readExtensionFlag()).toBe('exist');
    expect(sentMessages(postSpy)).toContainEqual({
      message: { source: 'trail-dashboard', type: 'session', token },
      origin: window.location.origin,
    });
  });

  it('ignores announcements from other windows or origins', () => {
    const postSpy = vi.spyOn(window, 'postMessage');
    stop = startExtensionBridge();
    postSpy.mockClear();

    announceFromExtension({ origin: 'https://evil.example' });
    announceFromExtension({ source: null });

    expect(readExtensionFlag()).toBe('inactive');
    expect(postSpy).not.toHaveBeenCalled();
  });

  it('tells the extension about every sign-in and sign-out, only to this origin', () => {
    const postSpy = vi.spyOn(window, 'postMessage');
    stop = startExtensionBridge();
    const token = fakeJwt(3600);

    authToken.set(token);
    authToken.clear();

    const sessions = sentMessages(postSpy).filter((sent) => (sent.message as { type: string }).type === 'session');
    expect(sessions).toEqual([
      { message: { source: 'trail-dashboard', type: 'session', token }, origin: window.location.origin },
      { message: { source: 'trail-dashboard', type: 'session', token: null }, origin: window.location.origin },
    ]);
  });

  it('never hands over an expired token', () => {
    authToken.set(fakeJwt(-10));
    const postSpy = vi.spyOn(window, 'postMessage');
    stop = startExtensionBridge();

    announceFromExtension();

    expect(sentMessages(postSpy)).toContainEqual({
      message: { source: 'trail-dashboard', type: 'session', token: null },
      origin: window.location.origin,
    });
  });
});
