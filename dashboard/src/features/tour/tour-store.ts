import { useSyncExternalStore } from 'react';

const STARTED_KEY = 'tutorial';
const SKIPPED_KEY = 'tourSkipped';

let step: number | null = null;
const listeners = new Set<() => void>();

function setStep(next: number | null): void {
  step = next;
  for (const listener of listeners) listener();
}

function readFlag(key: string): boolean {
  try {
    return localStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

function writeFlag(key: string): void {
  try {
    localStorage.setItem(key, 'true');
  } catch {
    // Without storage the tour may be offered again; nothing breaks.
  }
}

/** The tour's current step (0–17), or null when it is not showing. Shared by every view. */
export function useTourStep(): number | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => step,
    () => null,
  );
}

export const tour = {
  flags: () => ({ started: readFlag(STARTED_KEY), skipped: readFlag(SKIPPED_KEY) }),
  /** The welcome popup (step 0). */
  offer: () => setStep(0),
  /** "Start the tour": the tutorial flag means it is not offered again by itself. */
  start: () => {
    writeFlag(STARTED_KEY);
    setStep(1);
  },
  goTo: (next: number) => setStep(next),
  /** "Skip all" or Escape: never offered again by itself. */
  skip: () => {
    writeFlag(SKIPPED_KEY);
    setStep(null);
  },
  close: () => setStep(null),
  /** From Settings: back to step 0 (the caller opens Home). */
  retake: () => setStep(0),
};
