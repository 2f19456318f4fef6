// The face of platform/config: what other modules may import (docs/architecture.md, the module map).
export { appConfig, loadAppConfig, type AppConfig } from './app.config';
export { authConfig, loadAuthConfig, type AuthConfig } from './auth.config';
export { ConfigError } from './config-error';
export { problemsOf } from './config-problems';
export { databaseConfig, loadDatabaseConfig } from './database.config';
export { isProduction, readList, readServiceUrl, readString, type Env } from './env-readers';
export { googleConfig, loadGoogleConfig, type GoogleConfig } from './google.config';
export { loadMailConfig, mailConfig, type MailConfig } from './mail.config';
export { loadObservabilityConfig, observabilityConfig, type ObservabilityConfig } from './observability.config';
export { loadPaymentsConfig, paymentsConfig, type PaymentsConfig } from './payments.config';
export { loadPaystackConfig, paystackConfig, type PaystackConfig } from './paystack.config';
export { loadRemindersConfig, remindersConfig, type RemindersConfig } from './reminders.config';
export { loadWhatsAppConfig, whatsAppConfig, type WhatsAppConfig } from './whatsapp.config';
