// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { dispatchMessage, type MessageHandlers } from './messaging';

const handlers = {
  skills: async () => ['sql'],
  signIn: async () => {
    throw new Error('No dashboard');
  },
} as unknown as MessageHandlers;

describe('dispatchMessage', () => {
  it("answers with the handler's value, keeping the channel open for it", async () => {
    const sendResponse = vi.fn();

    expect(dispatchMessage(handlers, { type: 'skills', payload: {} }, {}, sendResponse)).toBe(true);

    await vi.waitFor(() => expect(sendResponse).toHaveBeenCalledWith({ ok: true, value: ['sql'] }));
  });

  it("answers a failure with its message, which the sender's promise rejects with", async () => {
    const sendResponse = vi.fn();

    dispatchMessage(handlers, { type: 'signIn', payload: {} }, {}, sendResponse);

    await vi.waitFor(() => expect(sendResponse).toHaveBeenCalledWith({ ok: false, error: 'No dashboard' }));
  });

  it('leaves messages that are not its own to other listeners', () => {
    const sendResponse = vi.fn();
    expect(dispatchMessage(handlers, { type: 'unknown', payload: {} }, {}, sendResponse)).toBe(false);
    expect(dispatchMessage(handlers, { type: 'toString', payload: {} }, {}, sendResponse)).toBe(false);
    expect(dispatchMessage(handlers, 'hello', {}, sendResponse)).toBe(false);
    expect(sendResponse).not.toHaveBeenCalled();
  });
});
