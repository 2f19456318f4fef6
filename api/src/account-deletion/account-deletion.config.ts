import { registerAs } from '@nestjs/config';
import { ACCOUNT_DELETION_GRACE_DAYS } from '@trail/shared';
import { ConfigError, type Env, readString } from '../platform/config';

const DAY_MS = 86_400_000;

export function loadAccountDeletionConfig(env: Env) {
  const days = readString(env, 'ACCOUNT_DELETION_GRACE_DAYS') ?? String(ACCOUNT_DELETION_GRACE_DAYS);
  if (!/^\d+$/.test(days) || Number(days) < 1 || Number(days) > 60) {
    throw new ConfigError(`ACCOUNT_DELETION_GRACE_DAYS must be a whole number of days from 1 to 60, got "${days}"`);
  }
  const scheduler = readString(env, 'ACCOUNT_DELETION_SCHEDULER');
  if (scheduler && !['on', 'off'].includes(scheduler)) throw new ConfigError(`ACCOUNT_DELETION_SCHEDULER must be on or off, got "${scheduler}"`);
  return {
    graceMs: Number(days) * DAY_MS,
    /** The erase job; tests call AccountDeletionService.eraseDue directly. */
    schedulerEnabled: (scheduler ?? (readString(env, 'NODE_ENV') === 'test' ? 'off' : 'on')) === 'on',
    every: '1 hour',
    /** Longer than any erasure takes: a claim older than this was left by a crash, and another run finishes it. */
    leaseMs: 15 * 60_000,
  };
}

export type AccountDeletionConfig = ReturnType<typeof loadAccountDeletionConfig>;

export const accountDeletionConfig = registerAs('accountDeletion', () => loadAccountDeletionConfig(process.env));
