import type { PublicMentor, SlotOccurrence } from '@trail/shared';

/** One chosen hour: a slot's occurrence, told apart from the slot's other occurrence by its instant. */
export const occurrenceKey = (occurrence: SlotOccurrence) => `${occurrence.slotId}@${occurrence.startsAt}`;

/** What the Pay button hands to /mentor/register (spec: "state info = the chosen slots"). */
export interface BookingSelection {
  mentor: Pick<PublicMentor, '_id' | 'username' | 'firstName' | 'lastName'>;
  occurrences: SlotOccurrence[];
  totalKobo: number;
}

export interface BookingState {
  info: BookingSelection;
}

export function isBookingState(state: unknown): state is BookingState {
  if (typeof state !== 'object' || state === null || !('info' in state)) return false;
  const info = (state as BookingState).info as Partial<BookingSelection> | null;
  return typeof info === 'object' && info !== null && Array.isArray(info.occurrences) && typeof info.mentor === 'object';
}

/** What the wizard sends back to the mentor page when an hour was just taken (a 409 from POST /payments/mentorhour). */
export interface BookingConflictState {
  conflict: { occurrences: SlotOccurrence[] };
}

export function isBookingConflictState(state: unknown): state is BookingConflictState {
  if (typeof state !== 'object' || state === null || !('conflict' in state)) return false;
  const conflict = (state as BookingConflictState).conflict as Partial<BookingConflictState['conflict']> | null;
  return typeof conflict === 'object' && conflict !== null && Array.isArray(conflict.occurrences);
}

const STORAGE_KEY = 'trail.pendingBooking';

interface PendingSelection {
  username: string;
  keys: string[];
}

// The ticks a signed-out visitor made survive the trip to /signin in this tab only (decision 0038).
export const pendingSelection = {
  save(username: string, keys: readonly string[]): void {
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ username, keys: [...keys] } satisfies PendingSelection));
    } catch {
      // Without storage the visitor ticks again after signing in.
    }
  },
  /** The keys kept for `username` (read during render, so it does not change storage). */
  read(username: string): string[] {
    try {
      const raw = sessionStorage.getItem(STORAGE_KEY);
      if (!raw) return [];
      const kept = JSON.parse(raw) as Partial<PendingSelection>;
      if (kept.username !== username || !Array.isArray(kept.keys)) return [];
      return kept.keys.filter((key): key is string => typeof key === 'string');
    } catch {
      return [];
    }
  },
  clear(): void {
    try {
      sessionStorage.removeItem(STORAGE_KEY);
    } catch {
      // Nothing stored that we could remove.
    }
  },
};
