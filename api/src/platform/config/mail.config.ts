import { join, resolve } from 'node:path';
import { registerAs } from '@nestjs/config';
import { ConfigError } from './config-error';
import { type Env, isLocalTrial, isProduction, readPort, readString } from './env-readers';

/** compose.local.yaml's Mailpit. */
const MAIL_CATCHER = 'mailpit';

export function loadMailConfig(env: Env) {
  const host = readString(env, 'SMTP_HOST');
  if (!host && isProduction(env)) {
    throw new ConfigError('SMTP_HOST is required when NODE_ENV=production (without it mail only reaches the local outbox)');
  }
  // Whoever reaches a mail catcher reads every reset link in it (decision 0078).
  if (host?.toLowerCase() === MAIL_CATCHER && isProduction(env) && !isLocalTrial(env)) {
    throw new ConfigError(`SMTP_HOST is the local mail catcher (${MAIL_CATCHER}) and NODE_ENV=production: use a real mail server (LOCAL_TRIAL=on allows it on a machine of your own)`);
  }
  const secure = readString(env, 'SMTP_SECURE');
  if (secure && !['true', 'false'].includes(secure)) {
    throw new ConfigError(`SMTP_SECURE must be true or false, got "${secure}"`);
  }
  const user = readString(env, 'SMTP_USER');
  const pass = readString(env, 'SMTP_PASS');
  if (Boolean(user) !== Boolean(pass)) throw new ConfigError('SMTP_USER and SMTP_PASS must be set together');
  const from = readString(env, 'MAIL_FROM') ?? 'Trail <no-reply@trail.ng>';
  const domain = /@([^\s<>@]+)>?\s*$/.exec(from)?.[1];
  if (!domain) throw new ConfigError(`MAIL_FROM must end with an address, as in "Trail <no-reply@trail.ng>", got "${from}"`);
  const dataDir = readString(env, 'DATA_DIR') ?? resolve(__dirname, '../../../../.data');
  return {
    /** Unset: mail is logged and kept in `outboxDir` instead of being sent. */
    smtp: host
      ? {
          host,
          port: readPort(env, 'SMTP_PORT', secure === 'true' ? 465 : 587),
          secure: secure === 'true',
          auth: user && pass ? { user, pass } : undefined,
        }
      : undefined,
    from,
    /** The sender's domain: the right-hand side of the Message-IDs Trail gives its mails. */
    domain,
    outboxDir: join(resolve(dataDir), 'outbox'),
  };
}

export type MailConfig = ReturnType<typeof loadMailConfig>;

export const mailConfig = registerAs('mail', () => loadMailConfig(process.env));
