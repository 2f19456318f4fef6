import { describe, expect, it } from 'vitest';
import { installedMessage, readBridgeMessage } from './dashboard-bridge';

const page = { origin: 'http://localhost:5173', window: {} };
const fromPage = (data: unknown) => ({ data, origin: page.origin, source: page.window as MessageEventSource });

describe('readBridgeMessage', () => {
  it('reads a session and a sign-out from the dashboard page', () => {
    expect(readBridgeMessage(fromPage({ source: 'trail-dashboard', type: 'session', token: 'abc' }), page)).toEqual({
      kind: 'session',
      token: 'abc',
    });
    expect(readBridgeMessage(fromPage({ source: 'trail-dashboard', type: 'session', token: null }), page)).toEqual({
      kind: 'session',
      token: null,
    });
  });

  it('ignores other origins, frames, other senders and malformed tokens', () => {
    const session = { source: 'trail-dashboard', type: 'session', token: 'abc' };
    expect(readBridgeMessage({ ...fromPage(session), origin: 'https://evil.example' }, page)).toBeNull();
    expect(readBridgeMessage({ ...fromPage(session), source: {} as MessageEventSource }, page)).toBeNull();
    expect(readBridgeMessage(fromPage({ ...session, source: 'someone-else' }), page)).toBeNull();
    expect(readBridgeMessage(fromPage({ ...session, token: 42 }), page)).toBeNull();
    expect(readBridgeMessage(fromPage({ ...session, token: '' }), page)).toBeNull();
    expect(readBridgeMessage(fromPage('hello'), page)).toBeNull();
  });

  it('answers a hello', () => {
    expect(readBridgeMessage(fromPage({ source: 'trail-dashboard', type: 'hello' }), page)).toEqual({ kind: 'hello' });
  });
});

it('tells the dashboard the extension is installed, with its version', () => {
  expect(installedMessage('0.1.0')).toEqual({ source: 'trail-extension', type: 'installed', version: '0.1.0' });
});
