import { fakeBrowser } from 'wxt/testing';
import type { Message, MessageMap, MessageType } from '../lib/messaging';

type FakeHandlers = { [K in MessageType]?: (payload: MessageMap[K]['request']) => MessageMap[K]['response'] | Promise<MessageMap[K]['response']> };

/** Answers the popup's messages the way the background does, and records them. */
export function fakeBackground(handlers: FakeHandlers) {
  const received: Message[] = [];
  fakeBrowser.runtime.onMessage.addListener(async (raw: unknown) => {
    const message = raw as Message;
    received.push(message);
    const handler = handlers[message.type] as ((payload: unknown) => unknown) | undefined;
    if (!handler) return { ok: false, error: `No fake for ${message.type}` };
    try {
      return { ok: true, value: await handler(message.payload) };
    } catch (error) {
      return { ok: false, error: (error as Error).message };
    }
  });
  return received;
}
