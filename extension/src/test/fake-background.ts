import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Message, MessageMap, MessageType } from '../lib/messaging';

type FakeHandlers = { [K in MessageType]?: (payload: MessageMap[K]['request']) => MessageMap[K]['response'] | Promise<MessageMap[K]['response']> };

/** Answers the popup's messages the way the background does, and records them. */
export function fakeBackground(handlers: FakeHandlers) {
  const received: Message[] = [];
  // Like the real background (and Chrome): answer through sendResponse and return true.
  fakeBrowser.runtime.onMessage.addListener((raw: unknown, _sender: unknown, sendResponse: (reply: unknown) => void) => {
    const message = raw as Message;
    received.push(message);
    void answer(handlers, message).then(sendResponse);
    return true;
  });
  return received;
}

async function answer(handlers: FakeHandlers, message: Message) {
  const handler = handlers[message.type] as ((payload: unknown) => unknown) | undefined;
  if (!handler) return { ok: false, error: `No fake for ${message.type}` };
  try {
    return { ok: true, value: await handler(message.payload) };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
}
