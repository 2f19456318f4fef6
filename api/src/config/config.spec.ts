import { loadAppConfig } from './app.config';
import { loadAuthConfig } from './auth.config';
import { ConfigError } from './config-error';
import { configProblems } from './config-problems';
import { loadDatabaseConfig } from './database.config';

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

  it('starts with a real database and a strong secret', () => {
    const env = { ...production, MONGODB_URI: 'mongodb://db.internal:27017/trail', JWT_SECRET: strongSecret };
    expect(loadDatabaseConfig(env).uri).toBe('mongodb://db.internal:27017/trail');
    expect(loadAuthConfig(env).jwtSecret).toBe(strongSecret);
  });
});

describe('development defaults', () => {
  it('runs on port 5000 with an embedded database and a development secret', () => {
    expect(loadAppConfig({}).port).toBe(5000);
    expect(loadDatabaseConfig({}).uri).toBeUndefined();
    expect(loadAuthConfig({}).jwtSecret).toEqual(expect.any(String));
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
});

describe('configProblems', () => {
  it('names every problem at once', () => {
    expect(configProblems({ NODE_ENV: 'production', PORT: 'x' })).toEqual([
      'PORT must be a port number (0-65535), got "x"',
      'JWT_SECRET is required when NODE_ENV=production',
      'MONGODB_URI is required when NODE_ENV=production (the embedded MongoDB is for development only)',
      'PAYSTACK_SECRET_KEY is required when NODE_ENV=production',
    ]);
  });

  it('finds nothing wrong with the development defaults', () => {
    expect(configProblems({})).toEqual([]);
  });
});
