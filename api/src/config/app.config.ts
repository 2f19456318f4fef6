import { registerAs } from '@nestjs/config';
import { API_PREFIX, EXTENSION_DEV_ID } from '@trail/shared';
import { type Env, isProduction, readList, readPort, readUrl } from './env-readers';

export function loadAppConfig(env: Env) {
  const dashboardUrl = readUrl(env, 'DASHBOARD_URL', 'http://localhost:5173');
  const extensionIds = readList(env, 'EXTENSION_IDS');
  const port = readPort(env, 'PORT', 5000);
  return {
    production: isProduction(env),
    port,
    dashboardUrl,
    /** Where people reach the API, prefix included: links in e-mails point here. */
    publicApiUrl: readUrl(env, 'PUBLIC_API_URL', `http://localhost:${port}/${API_PREFIX}`),
    corsOrigins: [
      new URL(dashboardUrl).origin,
      ...readList(env, 'CORS_ORIGINS'),
      ...(extensionIds.length ? extensionIds : [EXTENSION_DEV_ID]).map((id) => `chrome-extension://${id}`),
    ],
  };
}

export type AppConfig = ReturnType<typeof loadAppConfig>;

export const appConfig = registerAs('app', () => loadAppConfig(process.env));
