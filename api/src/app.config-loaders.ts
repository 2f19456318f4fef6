import { resolve } from 'node:path';
import { ConfigModule } from '@nestjs/config';
import { accountDeletionConfig, loadAccountDeletionConfig } from './account-deletion';
import { assessmentsConfig, loadAssessmentsConfig } from './assessments';
import { loadThrottlingConfig, throttlingConfig } from './platform/throttling';
import { demoConfig, loadDemoConfig } from './demo';
import { loadPathwaysConfig, pathwaysConfig } from './pathways';
import { googleCalendarConfig, loadGoogleCalendarConfig } from './integrations/google-calendar';
import { loadVideoConfig, videoConfig } from './integrations/video';
import { bookingConfig, loadBookingConfig } from './meetings';
import { appConfig, authConfig, databaseConfig, type Env, googleConfig, loadAppConfig, loadAuthConfig, loadDatabaseConfig, loadGoogleConfig, loadMailConfig, loadObservabilityConfig, loadPaymentsConfig, loadPaystackConfig, loadRemindersConfig, loadWhatsAppConfig, mailConfig, observabilityConfig, paymentsConfig, paystackConfig, problemsOf, remindersConfig, whatsAppConfig } from './platform/config';

/**
 * Every concern's config, once: the pure loader the start check runs (`configProblems`) and the
 * registration Nest injects (`TrailConfigModule`). A new concern adds one line here. The list is composition,
 * so it sits beside the root module: `config/` imports no module, and each module keeps its own `<x>.config.ts`.
 */
export const CONFIG_LOADERS = [
  { load: loadAppConfig, register: appConfig },
  { load: loadAuthConfig, register: authConfig },
  { load: loadDatabaseConfig, register: databaseConfig },
  { load: loadMailConfig, register: mailConfig },
  { load: loadWhatsAppConfig, register: whatsAppConfig },
  { load: loadGoogleConfig, register: googleConfig },
  { load: loadRemindersConfig, register: remindersConfig },
  { load: loadThrottlingConfig, register: throttlingConfig },
  { load: loadDemoConfig, register: demoConfig },
  { load: loadPaystackConfig, register: paystackConfig },
  { load: loadPaymentsConfig, register: paymentsConfig },
  { load: loadPathwaysConfig, register: pathwaysConfig },
  { load: loadAssessmentsConfig, register: assessmentsConfig },
  { load: loadObservabilityConfig, register: observabilityConfig },
  { load: loadVideoConfig, register: videoConfig },
  { load: loadGoogleCalendarConfig, register: googleCalendarConfig },
  { load: loadBookingConfig, register: bookingConfig },
  { load: loadAccountDeletionConfig, register: accountDeletionConfig },
] as const satisfies readonly { load: (env: Env) => unknown; register: unknown }[];

/** Every setting that would stop the API, so one start names them all. */
export const configProblems = (env: Env): string[] => problemsOf(CONFIG_LOADERS, env);

/** Loads the repository's .env (if any) and registers each concern's typed, checked config. */
export const TrailConfigModule = ConfigModule.forRoot({
  isGlobal: true,
  envFilePath: resolve(__dirname, '../../.env'),
  ignoreEnvFile: process.env.NODE_ENV === 'test',
  load: CONFIG_LOADERS.map(({ register }) => register),
});
