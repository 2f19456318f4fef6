import type { ResourceType } from '@trail/shared';
import { storage } from 'wxt/utils/storage';

/** A save on its way to the API; `body.saveId` is sent on every attempt, so the API stores it once. */
export interface QueuedSave {
  saveId: string;
  body: SaveBody;
  attempts: number;
  /** Epoch ms before which the alarm leaves it alone (a forced flush does not wait). */
  nextAttemptAt: number;
  queuedAt: number;
  /** The API answered 401, or there is no token: it waits for the learner to sign in. */
  waitingForSignIn: boolean;
}

/** The POST /learning body the extension sends; offeredBy is derived by the API. */
export interface SaveBody {
  title: string;
  link: string;
  type: ResourceType;
  microSkill: string[];
  image?: string;
  wishList: { state: boolean };
  reminder: { state: boolean };
  saveId: string;
}

/** A save the API refused (4xx), kept until the popup has shown it. */
export interface RefusedSave {
  title: string;
  error: string;
}

export interface SkillsCache {
  fetchedAt: number;
  names: string[];
}

/** The learner's bearer token; it lives only here, never in a web page's storage. */
export const sessionToken = storage.defineItem<string | null>('local:sessionToken', { fallback: null, version: 1 });

/**
 * The API refused `refused` (401): that session is over. A newer one the dashboard handed over while the
 * request was on its way stays: a slow answer must not sign the learner out again.
 */
export async function forgetRefusedToken(refused: string): Promise<void> {
  if ((await sessionToken.getValue()) === refused) await sessionToken.setValue(null);
}

export const saveQueue = storage.defineItem<QueuedSave[]>('local:saveQueue', { fallback: [], version: 1 });

export const refusedSaves = storage.defineItem<RefusedSave[]>('local:refusedSaves', { fallback: [], version: 1 });

export const skillsCache = storage.defineItem<SkillsCache | null>('local:skillsCache', { fallback: null, version: 1 });
