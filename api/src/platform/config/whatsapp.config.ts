import { join, resolve } from 'node:path';
import { registerAs } from '@nestjs/config';
import { ConfigError } from './config-error';
import { type Env, readServiceUrl, readString } from './env-readers';

export function loadWhatsAppConfig(env: Env) {
  const token = readString(env, 'WHATSAPP_TOKEN');
  const phoneNumberId = readString(env, 'WHATSAPP_PHONE_NUMBER_ID');
  if (Boolean(token) !== Boolean(phoneNumberId)) {
    throw new ConfigError('WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID must be set together');
  }
  const dataDir = readString(env, 'DATA_DIR') ?? resolve(__dirname, '../../../../.data');
  return {
    /** Unset: messages are logged and kept in `outboxDir` instead of being sent. */
    cloudApi:
      token && phoneNumberId
        ? { token, phoneNumberId, apiUrl: readServiceUrl(env, 'WHATSAPP_API_URL', 'https://graph.facebook.com/v21.0') }
        : undefined,
    /** An approved template whose body takes {{1}} first name, {{2}} what is waiting, {{3}} the plan link. */
    template: readString(env, 'WHATSAPP_TEMPLATE') ?? 'weekly_learning_digest',
    /** The meeting reminder's template: {{1}} first name, {{2}} the other person, {{3}} when (Lagos time), {{4}} the room link. */
    meetingTemplate: readString(env, 'WHATSAPP_MEETING_TEMPLATE') ?? 'meeting_reminder',
    /** An approved authentication template whose body takes {{1}} the code and has a copy-code button (decision 0079). */
    codeTemplate: readString(env, 'WHATSAPP_CODE_TEMPLATE') ?? 'phone_verification_code',
    templateLanguage: readString(env, 'WHATSAPP_TEMPLATE_LANGUAGE') ?? 'en',
    outboxDir: join(resolve(dataDir), 'outbox'),
  };
}

export type WhatsAppConfig = ReturnType<typeof loadWhatsAppConfig>;

export const whatsAppConfig = registerAs('whatsapp', () => loadWhatsAppConfig(process.env));
