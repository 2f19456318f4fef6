import { accountDeletionConfig, loadAccountDeletionConfig } from '../account-deletion/account-deletion.config';
import { assessmentsConfig, loadAssessmentsConfig } from '../assessments/assessments.config';
import { loadThrottlingConfig, throttlingConfig } from '../common/throttling/throttling.config';
import { demoConfig, loadDemoConfig } from '../demo/demo.config';
import { loadPathwaysConfig, pathwaysConfig } from '../pathways/pathways.config';
import { googleCalendarConfig, loadGoogleCalendarConfig } from '../integrations/calendar/google-calendar.config';
import { loadVideoConfig, videoConfig } from '../integrations/video/video.config';
import { bookingConfig, loadBookingConfig } from '../meetings/booking.config';
import { appConfig, loadAppConfig } from './app.config';
import { authConfig, loadAuthConfig } from './auth.config';
import { databaseConfig, loadDatabaseConfig } from './database.config';
import type { Env } from './env-readers';
import { googleConfig, loadGoogleConfig } from './google.config';
import { loadMailConfig, mailConfig } from './mail.config';
import { loadObservabilityConfig, observabilityConfig } from './observability.config';
import { loadPaymentsConfig, paymentsConfig } from './payments.config';
import { loadPaystackConfig, paystackConfig } from './paystack.config';
import { loadRemindersConfig, remindersConfig } from './reminders.config';
import { loadWhatsAppConfig, whatsAppConfig } from './whatsapp.config';

/**
 * Every concern's config, once: the pure loader the start check runs (`configProblems`) and the
 * registration Nest injects (`TrailConfigModule`). A new concern adds one line here.
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
