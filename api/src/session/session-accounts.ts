import type { UserRole } from '@trail/shared';
import type { ChangeListener } from '../platform/database';

/** What the access guard reads of an account on every gated request. */
export interface Access {
  role: UserRole;
  emailVerified: boolean;
  /** A 13–17-year-old's account whose parent has not agreed yet (decision 0058). */
  awaitingParent: boolean;
}

/**
 * The little the session leaf must know of accounts: the token version a live token carries, its changes,
 * and the caller's role and standing. The users module answers it (SessionAccountRecords); session imports no
 * users code, and app.module names the answering provider (`AccessModule.forRoot`, decision 0080).
 */
export interface SessionAccounts {
  /** The version a token must carry to be accepted; null when the account is gone. */
  tokenVersionOf(userId: string): Promise<number | null>;
  /** Reports every user whose token version changed or who was deleted, on any instance. */
  watchTokenVersions(on: ChangeListener<string>): { close: () => Promise<void> };
  /** Called when this instance ends an account's sessions (logout, reset, Google linked). */
  onSessionsEnded(listener: (userId: string) => void): void;
  accessOf(userId: string): Promise<Access | null>;
}

/** The provider token under which the session leaf receives its SessionAccounts. */
export const SESSION_ACCOUNTS = Symbol('SessionAccounts');
