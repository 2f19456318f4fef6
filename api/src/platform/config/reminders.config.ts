import { registerAs } from '@nestjs/config';
import { isTimeZone } from '@trail/shared';
import { ConfigError } from './config-error';
import { type Env, readString } from './env-readers';

export function loadRemindersConfig(env: Env) {
  const timezone = readString(env, 'REMINDERS_TIMEZONE') ?? 'Africa/Lagos';
  if (!isTimeZone(timezone)) throw new ConfigError(`REMINDERS_TIMEZONE must be an IANA time zone, got "${timezone}"`);
  const scheduler = readString(env, 'REMINDERS_SCHEDULER');
  if (scheduler && !['on', 'off'].includes(scheduler)) {
    throw new ConfigError(`REMINDERS_SCHEDULER must be on or off, got "${scheduler}"`);
  }
  return {
    /** Cron in `timezone`: Monday 08:00 by default. */
    cron: readString(env, 'REMINDERS_CRON') ?? '0 8 * * 1',
    timezone,
    /** Tests call RemindersService directly instead of waiting for the job runner. */
    schedulerEnabled: (scheduler ?? (readString(env, 'NODE_ENV') === 'test' ? 'off' : 'on')) === 'on',
  };
}

export type RemindersConfig = ReturnType<typeof loadRemindersConfig>;

export const remindersConfig = registerAs('reminders', () => loadRemindersConfig(process.env));
