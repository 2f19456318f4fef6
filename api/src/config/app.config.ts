import { registerAs } from '@nestjs/config';
import { API_PREFIX, EXTENSION_DEV_ID } from '@trail/shared';
import { ConfigError } from './config-error';
import { type Env, isProduction, readList, readPort, readString, readUrl } from './env-readers';

/**
 * How many proxies (load balancer, CDN) stand in front of the API, so the client IP is read from
 * that many X-Forwarded-For hops and no further: a client cannot forge its way past its budget.
 */
function readProxyHops(env: Env): number {
  const raw = readString(env, 'TRUST_PROXY');
  if (raw === undefined) return 0;
  if (!/^\d+$/.test(raw) || Number(raw) > 10) {
    throw new ConfigError(`TRUST_PROXY must be the number of proxies in front of the API (0-10), got "${raw}"`);
  }
  return Number(raw);
}

export function loadAppConfig(env: Env) {
  const dashboardUrl = readUrl(env, 'DASHBOARD_URL', 'http://localhost:5173');
  const extensionIds = readList(env, 'EXTENSION_IDS');
  const port = readPort(env, 'PORT', 5000);
  const production = isProduction(env);
  return {
    production,
    /** Swagger UI and the OpenAPI JSON: a map of the API is for developers, not for the open internet. */
    apiDocs: !production,
    port,
    trustProxyHops: readProxyHops(env),
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
