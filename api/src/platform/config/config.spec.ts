import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadAppConfig } from './app.config';
import { loadAuthConfig } from './auth.config';
import { ConfigError } from './config-error';
import { configProblems } from '../../app.config-loaders';
import { loadDatabaseConfig } from './database.config';
import { loadMailConfig } from './mail.config';

const strongSecret = 'k3J9vQ2xL8mN4pR7tW1yZ6bC5dF0gH2jK8lM3nP9qS4t';

describe('production start', () => {
  const production = { NODE_ENV: 'production' };

  it('refuses to start without MONGODB_URI', () => {
    expect(() => loadDatabaseConfig(production)).toThrow(
      new ConfigError('MONGODB_URI is required when NODE_ENV=production (the embedded MongoDB is for development only)'),
    );
  });

  it('refuses to start without a JWT secret', () => {
    expect(() => loadAuthConfig(production)).toThrow('JWT_SECRET is required when NODE_ENV=production');
  });

  it('refuses a weak JWT secret', () => {
    expect(() => loadAuthConfig({ ...production, JWT_SECRET: 'secret' })).toThrow(/JWT_SECRET is too weak/);
  });

  it('refuses to start without real SMTP, so no e-mail silently stays in a local folder', () => {
    expect(() => loadMailConfig(production)).toThrow(
      'SMTP_HOST is required when NODE_ENV=production (without it mail only reaches the local outbox)',
    );
    expect(loadMailConfig({ ...production, SMTP_HOST: 'smtp.example.com' }).smtp?.host).toBe('smtp.example.com');
  });

  it('serves no API docs', () => {
    expect(loadAppConfig({ ...production, DASHBOARD_URL: 'https://app.trail.ng', PUBLIC_API_URL: 'https://app.trail.ng/api/v1' }).apiDocs).toBe(false);
    expect(loadAppConfig({}).apiDocs).toBe(true);
  });

  it('starts with a real database and a strong secret', () => {
    const env = { ...production, MONGODB_URI: 'mongodb://db.internal:27017/trail', JWT_SECRET: strongSecret };
    expect(loadDatabaseConfig(env).uri).toBe('mongodb://db.internal:27017/trail');
    expect(loadAuthConfig(env).jwtSecret).toBe(strongSecret);
  });
});

describe('the JWT secret, whatever NODE_ENV says', () => {
  const database = { MONGODB_URI: 'mongodb://db.internal:27017/trail' };

  it.each(['development', 'test', undefined])('refuses a real database without a secret (NODE_ENV=%s)', (nodeEnv) => {
    const env = { ...database, ...(nodeEnv ? { NODE_ENV: nodeEnv } : {}) };
    expect(() => loadAuthConfig(env)).toThrow('JWT_SECRET is required when MONGODB_URI is set');
  });

  it.each([
    'secret',
    'trail-development-secret-never-use-in-production',
    'a'.repeat(64),
  ])('refuses the weak or published secret %s, even in development', (secret) => {
    expect(() => loadAuthConfig({ ...database, NODE_ENV: 'development', JWT_SECRET: secret })).toThrow(/JWT_SECRET is too weak/);
    expect(() => loadAuthConfig({ JWT_SECRET: secret })).toThrow(/JWT_SECRET is too weak/);
  });

  it('makes a random secret for the local database on first start, keeps it in the data folder and reuses it', () => {
    const [one, two] = [mkdtempSync(join(tmpdir(), 'trail-secret-')), mkdtempSync(join(tmpdir(), 'trail-secret-'))];
    try {
      const first = loadAuthConfig({ DATA_DIR: one }).jwtSecret;
      expect(first.length).toBeGreaterThanOrEqual(48);
      expect(readFileSync(join(one, 'jwt-secret'), 'utf8')).toBe(first);
      expect(statSync(join(one, 'jwt-secret')).mode & 0o077).toBe(0);
      expect(loadAuthConfig({ DATA_DIR: one }).jwtSecret).toBe(first);
      expect(loadAuthConfig({ DATA_DIR: two }).jwtSecret).not.toBe(first);
    } finally {
      rmSync(one, { recursive: true, force: true });
      rmSync(two, { recursive: true, force: true });
    }
  });
});

describe('development defaults', () => {
  it('runs on port 5000 with an embedded database', () => {
    expect(loadAppConfig({}).port).toBe(5000);
    expect(loadDatabaseConfig({}).uri).toBeUndefined();
  });

  it('bounds how long a revoked token may pass on another instance to a few seconds', () => {
    expect(loadAuthConfig({}).tokenVersionCacheMs).toBe(5_000);
    expect(loadAuthConfig({ TOKEN_VERSION_CACHE_MS: '0' }).tokenVersionCacheMs).toBe(0);
    expect(() => loadAuthConfig({ TOKEN_VERSION_CACHE_MS: '600000' })).toThrow(/TOKEN_VERSION_CACHE_MS must be/);
    expect(() => loadAuthConfig({ TOKEN_VERSION_CACHE_MS: 'soon' })).toThrow(/TOKEN_VERSION_CACHE_MS must be/);
  });

  it('lets the dashboard and the extension call the API', () => {
    const { corsOrigins } = loadAppConfig({ DASHBOARD_URL: 'https://app.trail.ng/' });
    expect(corsOrigins).toContain('https://app.trail.ng');
    expect(corsOrigins.some((origin) => origin.startsWith('chrome-extension://'))).toBe(true);
  });
});

describe('bad settings', () => {
  it('names the setting that is wrong', () => {
    expect(() => loadAppConfig({ PORT: 'eighty' })).toThrow('PORT must be a port number (0-65535), got "eighty"');
    expect(() => loadAppConfig({ DASHBOARD_URL: 'not a url' })).toThrow('DASHBOARD_URL must be a URL');
    expect(() => loadDatabaseConfig({ MONGODB_URI: 'postgres://x' })).toThrow(/MONGODB_URI must start with mongodb/);
  });

  it('takes TRUST_PROXY only as a hop count, so a client cannot pick its own IP', () => {
    expect(loadAppConfig({}).trustProxyHops).toBe(0);
    expect(loadAppConfig({ TRUST_PROXY: '2' }).trustProxyHops).toBe(2);
    expect(() => loadAppConfig({ TRUST_PROXY: 'true' })).toThrow(
      'TRUST_PROXY must be the number of proxies in front of the API (0-10), got "true"',
    );
    expect(() => loadAppConfig({ TRUST_PROXY: '10.0.0.0/8' })).toThrow(/TRUST_PROXY must be the number of proxies/);
  });
});

describe('configProblems', () => {
  it('names every problem at once', () => {
    expect(configProblems({ NODE_ENV: 'production', PORT: 'x' })).toEqual([
      'PORT must be a port number (0-65535), got "x"',
      'DASHBOARD_URL is required when NODE_ENV=production (the public address people reach it at, e.g. https://app.trail.ng)',
      'PUBLIC_API_URL is required when NODE_ENV=production (the public address people reach it at, e.g. https://app.trail.ng/api/v1)',
      'JWT_SECRET is required when NODE_ENV=production',
      'MONGODB_URI is required when NODE_ENV=production (the embedded MongoDB is for development only)',
      'SMTP_HOST is required when NODE_ENV=production (without it mail only reaches the local outbox)',
      'PAYSTACK_SECRET_KEY is required when NODE_ENV=production',
    ]);
  });

  it('finds nothing wrong with the development defaults', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'trail-config-'));
    try {
      expect(configProblems({ DATA_DIR: dataDir })).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
