import { resolve } from 'node:path';
import { ConfigModule } from '@nestjs/config';
import { appConfig } from './app.config';
import { authConfig } from './auth.config';
import { databaseConfig } from './database.config';
import { googleConfig } from './google.config';
import { mailConfig } from './mail.config';
import { paymentsConfig } from './payments.config';
import { paystackConfig } from './paystack.config';
import { remindersConfig } from './reminders.config';
import { whatsAppConfig } from './whatsapp.config';

/** Loads the repository's .env (if any) and registers each concern's typed, checked config. */
export const TrailConfigModule = ConfigModule.forRoot({
  isGlobal: true,
  envFilePath: resolve(__dirname, '../../../.env'),
  ignoreEnvFile: process.env.NODE_ENV === 'test',
  load: [appConfig, authConfig, databaseConfig, mailConfig, whatsAppConfig, googleConfig, remindersConfig, paystackConfig, paymentsConfig],
});
