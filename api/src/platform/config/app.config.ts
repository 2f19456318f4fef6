import { registerAs } from '@nestjs/config';
import { API_PREFIX, EXTENSION_DEV_ID } from '@trail/shared';
import { ConfigError, readAll } from './config-error';
import { type Env, isProduction, readList, readPort, readPublicUrl, readString } from './env-readers';

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

function readLocalTrial(env: Env): boolean {
  const raw = readString(env, 'LOCAL_TRIAL');
  if (raw !== undefined && raw !== 'on' && raw !== 'off') throw new ConfigError(`LOCAL_TRIAL must be on or off, got "${raw}"`);
  return raw === 'on';
}

/** The port in the development fallback address; a wrong PORT is named by its own read. */
function developmentPort(env: Env): number {
  try {
    return readPort(env, 'PORT', 5000);
  } catch {
    return 5000;
  }
}

export function loadAppConfig(env: Env) {
  const [localTrial, port, trustProxyHops, extensionIds, dashboardUrl, publicApiUrl] = readAll([
    () => readLocalTrial(env),
    () => readPort(env, 'PORT', 5000),
    () => readProxyHops(env),
    () => readList(env, 'EXTENSION_IDS'),
    () => readPublicUrl(env, 'DASHBOARD_URL', 'http://localhost:5173', 'https://app.trail.ng'),
    () => readPublicUrl(env, 'PUBLIC_API_URL', `http://localhost:${developmentPort(env)}/${API_PREFIX}`, `https://app.trail.ng/${API_PREFIX}`),
  ] as const);
  const production = isProduction(env);
  return {
    production,
    /** A production build tried on one machine (decision 0078): the start log says so. */
    localTrial: production && localTrial,
    /** Swagger UI and the OpenAPI JSON: a map of the API is for developers, not for the open internet. */
    apiDocs: !production,
    port,
    trustProxyHops,
    dashboardUrl,
    /** Where people reach the API, prefix included: links in e-mails point here. */
    publicApiUrl,
    corsOrigins: [
      new URL(dashboardUrl).origin,
      ...readList(env, 'CORS_ORIGINS'),
      ...(extensionIds.length ? extensionIds : [EXTENSION_DEV_ID]).map((id) => `chrome-extension://${id}`),
    ],
  };
}

export type AppConfig = ReturnType<typeof loadAppConfig>;

export const appConfig = registerAs('app', () => loadAppConfig(process.env));
