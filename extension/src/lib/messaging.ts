import type { LearningResource, ResourceType, UpdateLearningBody } from '@trail/shared';
import { browser } from 'wxt/browser';

/** What the popup's form starts from, worked out by the background from the tab. */
export interface PageDraft {
  title: string;
  link: string;
  offeredBy: string;
  type: ResourceType;
  image?: string;
}

export interface PendingSave {
  saveId: string;
  title: string;
  waitingForSignIn: boolean;
}

export interface PopupState {
  signedIn: boolean;
  /** null when the tab is not a web page the learner can save. */
  page: PageDraft | null;
  pending: PendingSave[];
  /** Saves the API refused since the popup last opened, with its error. */
  refused: { title: string; error: string }[];
}

export interface SaveRequest {
  title: string;
  link: string;
  type: ResourceType;
  microSkills: string[];
  onWishlist: boolean;
  reminder: boolean;
  image?: string;
}

export type SaveOutcome =
  | { status: 'saved'; resource: LearningResource; alreadySaved: boolean }
  | { status: 'queued' }
  | { status: 'signedOut' }
  | { status: 'failed'; error: string };

export type RemoveOutcome = { status: 'removed' } | { status: 'signedOut' } | { status: 'failed'; error: string };

/** Every request the popup and the content script send to the background, with its answer. */
export interface MessageMap {
  openPopup: { request: { tabId?: number }; response: PopupState };
  lookup: { request: { url: string }; response: { resource: LearningResource | null } };
  skills: { request: Record<string, never>; response: string[] };
  save: { request: SaveRequest; response: SaveOutcome };
  update: { request: { id: string; body: UpdateLearningBody }; response: SaveOutcome };
  remove: { request: { id: string }; response: RemoveOutcome };
  signIn: { request: Record<string, never>; response: null };
  bridgeSession: { request: { token: string | null }; response: null };
}

export type MessageType = keyof MessageMap;
export type Message = { [K in MessageType]: { type: K; payload: MessageMap[K]['request'] } }[MessageType];
type Reply<K extends MessageType> = { ok: true; value: MessageMap[K]['response'] } | { ok: false; error: string };

export async function sendMessage<K extends MessageType>(
  type: K,
  payload: MessageMap[K]['request'],
): Promise<MessageMap[K]['response']> {
  const reply = (await browser.runtime.sendMessage({ type, payload })) as Reply<K> | undefined;
  if (!reply) throw new Error('The extension did not answer; reload it and try again.');
  if (!reply.ok) throw new Error(reply.error);
  return reply.value;
}

export interface MessageSender {
  url?: string;
  tab?: { id?: number };
}

export type MessageHandlers = {
  [K in MessageType]: (payload: MessageMap[K]['request'], sender: MessageSender) => Promise<MessageMap[K]['response']>;
};

const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' && value !== null && 'type' in value && 'payload' in value;

/** Runs the handler for each message; answers through sendResponse, which Chrome and Firefox both honour. */
export function dispatchMessage(
  handlers: MessageHandlers,
  message: unknown,
  sender: MessageSender,
  sendResponse: (reply: unknown) => void,
): boolean {
  if (!isMessage(message) || !Object.hasOwn(handlers, message.type)) return false;
  const handler = handlers[message.type] as (payload: unknown, sender: MessageSender) => Promise<unknown>;
  handler(message.payload, sender).then(
    (value) => sendResponse({ ok: true, value }),
    (error: unknown) => sendResponse({ ok: false, error: error instanceof Error ? error.message : String(error) }),
  );
  return true;
}
