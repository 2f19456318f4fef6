import { resolve } from 'node:path';
import { ConfigModule } from '@nestjs/config';
import { accountDeletionConfig, loadAccountDeletionConfig } from './account-deletion/account-deletion.config';
import { assessmentsConfig, loadAssessmentsConfig } from './assessments/assessments.config';
import { loadThrottlingConfig, throttlingConfig } from './platform/throttling/throttling.config';
import { demoConfig, loadDemoConfig } from './demo/demo.config';
import { loadPathwaysConfig, pathwaysConfig } from './pathways/pathways.config';
import { googleCalendarConfig, loadGoogleCalendarConfig } from './integrations/google-calendar/google-calendar.config';
import { loadVideoConfig, videoConfig } from './integrations/video/video.config';
import { bookingConfig, loadBookingConfig } from './meetings/booking.config';
import { appConfig, loadAppConfig } from './platform/config/app.config';
import { authConfig, loadAuthConfig } from './platform/config/auth.config';
import { databaseConfig, loadDatabaseConfig } from './platform/config/database.config';
import { problemsOf } from './platform/config/config-problems';
import type { Env } from './platform/config/env-readers';
import { googleConfig, loadGoogleConfig } from './platform/config/google.config';
import { loadMailConfig, mailConfig } from './platform/config/mail.config';
import { loadObservabilityConfig, observabilityConfig } from './platform/config/observability.config';
import { loadPaymentsConfig, paymentsConfig } from './platform/config/payments.config';
import { loadPaystackConfig, paystackConfig } from './platform/config/paystack.config';
import { loadRemindersConfig, remindersConfig } from './platform/config/reminders.config';
import { loadWhatsAppConfig, whatsAppConfig } from './platform/config/whatsapp.config';

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
