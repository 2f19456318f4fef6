import { DURATIONS_MS } from '@trail/shared';

const DEMO_KEY = 'demo';

export interface DemoSession {
  /** Whose portfolio linked here: the popup greets their recruiter. */
  name: string;
  startedAt: number;
}

/** `?portfolio={name}` starts an hour of demo mode (spec §1). */
export function startDemo(name: string, now = Date.now()): void {
  try {
    localStorage.setItem(DEMO_KEY, JSON.stringify({ name: name.trim(), startedAt: now } satisfies DemoSession));
  } catch {
    // No storage, no demo mode: the site works as for anyone else.
  }
}

/** The demo session while it is under an hour old, else null. */
export function readDemo(now = Date.now()): DemoSession | null {
  try {
    const stored = JSON.parse(localStorage.getItem(DEMO_KEY) ?? 'null') as Partial<DemoSession> | null;
    if (typeof stored?.name !== 'string' || typeof stored.startedAt !== 'number') return null;
    const age = now - stored.startedAt;
    return age >= 0 && age < DURATIONS_MS.demoSession ? { name: stored.name, startedAt: stored.startedAt } : null;
  } catch {
    return null;
  }
}

export function endDemo(): void {
  try {
    localStorage.removeItem(DEMO_KEY);
  } catch {
    // Nothing stored.
  }
}
