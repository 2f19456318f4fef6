import { loadAppConfig } from './app.config';
import { loadAuthConfig } from './auth.config';
import { ConfigError } from './config-error';
import { loadDatabaseConfig } from './database.config';
import type { Env } from './env-readers';
import { loadGoogleConfig } from './google.config';
import { loadMailConfig } from './mail.config';
import { loadPaymentsConfig } from './payments.config';
import { loadPaystackConfig } from './paystack.config';
import { loadRemindersConfig } from './reminders.config';
import { loadWhatsAppConfig } from './whatsapp.config';

const LOADERS = [
  loadAppConfig,
  loadAuthConfig,
  loadDatabaseConfig,
  loadMailConfig,
  loadWhatsAppConfig,
  loadGoogleConfig,
  loadRemindersConfig,
  loadPaystackConfig,
  loadPaymentsConfig,
];

/** Every setting that would stop the API, so one start names them all. */
export function configProblems(env: Env): string[] {
  return LOADERS.flatMap((load) => {
    try {
      load(env);
      return [];
    } catch (error) {
      if (error instanceof ConfigError) return [error.message];
      throw error;
    }
  });
}
