import { useSyncExternalStore } from 'react';

/** How long "Removed. Undo" stays before the resource is deleted for good. */
export const UNDO_MS = 6_000;

export interface PendingRemoval {
  id: string;
  title: string;
  /** Set when deleting failed: the resource is back in its list and the toast says why. */
  error?: string;
}

type Timer = ReturnType<typeof setTimeout>;

let removals: readonly PendingRemoval[] = [];
const timers = new Map<string, Timer>();
const listeners = new Set<() => void>();

function set(next: readonly PendingRemoval[]) {
  removals = next;
  for (const listener of listeners) listener();
}

/**
 * Removals wait a few seconds before the DELETE is sent, so Undo needs no second request and
 * nothing is lost if the learner changes their mind (closing the tab in time keeps the resource).
 */
export const pendingRemovals = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: () => removals,

  schedule(id: string, title: string, commit: (id: string) => Promise<void>, delayMs = UNDO_MS) {
    if (timers.has(id)) return;
    set([...removals.filter((removal) => removal.id !== id), { id, title }]);
    timers.set(
      id,
      setTimeout(() => {
        timers.delete(id);
        commit(id).then(
          () => set(removals.filter((removal) => removal.id !== id)),
          (error: unknown) =>
            set(removals.map((removal) => (removal.id === id ? { ...removal, error: error instanceof Error ? error.message : String(error) } : removal))),
        );
      }, delayMs),
    );
  },

  undo(id: string) {
    clearTimeout(timers.get(id));
    timers.delete(id);
    set(removals.filter((removal) => removal.id !== id));
  },

  dismiss(id: string) {
    if (!timers.has(id)) set(removals.filter((removal) => removal.id !== id));
  },
};

export const usePendingRemovals = () => useSyncExternalStore(pendingRemovals.subscribe, pendingRemovals.snapshot);

/** Whether a card should hide: removal asked for and not failed. */
export function useIsBeingRemoved(id: string): boolean {
  return usePendingRemovals().some((removal) => removal.id === id && !removal.error);
}
