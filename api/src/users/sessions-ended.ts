import { Injectable } from '@nestjs/common';

/** Told when an account's sessions end on this instance (its token version went up). */
export type SessionsEndedListener = (userId: string) => void;

/**
 * The listeners told when this instance ends an account's sessions: one set, shared by every users
 * provider that raises a token version or erases an account. Internal to users/ (not in its face).
 */
@Injectable()
export class SessionsEnded {
  private readonly listeners = new Set<SessionsEndedListener>();

  add(listener: SessionsEndedListener): void {
    this.listeners.add(listener);
  }

  announce(userId: string): void {
    for (const listener of this.listeners) listener(userId);
  }
}
