import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadVideoConfig } from '../../integrations/video';
import { loadGoogleCalendarConfig } from '../../integrations/google-calendar';
import { loadAppConfig } from './app.config';
import { configProblems } from '../../app.config-loaders';
import { loadGoogleConfig } from './google.config';
import { loadMailConfig } from './mail.config';
import { loadPaystackConfig } from './paystack.config';
import { loadWhatsAppConfig } from './whatsapp.config';

/** Decision 0078: production refuses the parts meant for trying Trail out. */
const production = { NODE_ENV: 'production' };
const publicUrls = { DASHBOARD_URL: 'https://app.trail.ng', PUBLIC_API_URL: 'https://app.trail.ng/api/v1' };
const localTrial = { ...production, LOCAL_TRIAL: 'on' };
const root = join(__dirname, '..', '..', '..', '..');

describe('public addresses in production', () => {
  it('has no localhost fallback for DASHBOARD_URL or PUBLIC_API_URL', () => {
    expect(() => loadAppConfig(production)).toThrow(
      'DASHBOARD_URL is required when NODE_ENV=production (the public address people reach it at, e.g. https://app.trail.ng)',
    );
    expect(() => loadAppConfig({ ...production, DASHBOARD_URL: 'https://app.trail.ng' })).toThrow(/^PUBLIC_API_URL is required when NODE_ENV=production/);
    expect(loadAppConfig({ ...production, ...publicUrls })).toEqual(
      expect.objectContaining({ dashboardUrl: 'https://app.trail.ng', publicApiUrl: 'https://app.trail.ng/api/v1', localTrial: false }),
    );
  });

  it.each(['http://localhost:8080', 'http://127.0.0.1:8080', 'http://[::1]:8080', 'http://app.localhost'])('refuses the localhost address %s', (url) => {
    expect(() => loadAppConfig({ ...production, ...publicUrls, DASHBOARD_URL: url })).toThrow(/^DASHBOARD_URL must not be a localhost address when NODE_ENV=production/);
    expect(() => loadAppConfig({ ...production, ...publicUrls, PUBLIC_API_URL: `${url}/api/v1` })).toThrow(/^PUBLIC_API_URL must not be a localhost address/);
  });

  it('takes localhost on a machine of your own with LOCAL_TRIAL=on, and keeps the development fallbacks', () => {
    expect(loadAppConfig({ ...localTrial, DASHBOARD_URL: 'http://localhost:8080', PUBLIC_API_URL: 'http://localhost:8080/api/v1' }).localTrial).toBe(true);
    expect(loadAppConfig({}).publicApiUrl).toBe('http://localhost:5000/api/v1');
    expect(() => loadAppConfig({ LOCAL_TRIAL: 'yes' })).toThrow('LOCAL_TRIAL must be on or off, got "yes"');
  });
});

describe('mail in production', () => {
  it('refuses the local mail catcher, but not a relay on the same machine', () => {
    expect(() => loadMailConfig({ ...production, SMTP_HOST: 'mailpit' })).toThrow(/^SMTP_HOST is the local mail catcher \(mailpit\)/);
    expect(loadMailConfig({ ...localTrial, SMTP_HOST: 'mailpit' }).smtp?.host).toBe('mailpit');
    expect(loadMailConfig({ ...production, SMTP_HOST: '127.0.0.1' }).smtp?.host).toBe('127.0.0.1');
  });
});

describe('Paystack keys in production', () => {
  const withKey = (key: string, extra: Record<string, string> = {}) => loadPaystackConfig({ ...production, PAYSTACK_SECRET_KEY: key, ...extra });

  it('takes a live key', () => {
    expect(withKey('sk_live_0123456789').secretKey).toBe('sk_live_0123456789');
  });

  it('refuses a test key unless PAYSTACK_TEST_MODE=on says this is a staging deployment', () => {
    expect(() => withKey('sk_test_0123456789')).toThrow(
      'PAYSTACK_SECRET_KEY is a test key (sk_test_…) and NODE_ENV=production: use the live key, or set PAYSTACK_TEST_MODE=on for a staging deployment',
    );
    expect(withKey('sk_test_0123456789', { PAYSTACK_TEST_MODE: 'on' }).secretKey).toBe('sk_test_0123456789');
  });

  it('refuses a test switch beside a live key, anywhere', () => {
    const message = 'PAYSTACK_TEST_MODE=on takes a test key (sk_test_…), not a live one: remove PAYSTACK_TEST_MODE to take real money';
    expect(() => withKey('sk_live_0123456789', { PAYSTACK_TEST_MODE: 'on' })).toThrow(message);
    expect(() => loadPaystackConfig({ PAYSTACK_SECRET_KEY: 'sk_live_0123456789', PAYSTACK_TEST_MODE: 'on' })).toThrow(message);
    expect(() => withKey('sk_live_0123456789', { LOCAL_TRIAL: 'on' })).toThrow('LOCAL_TRIAL=on never takes real money: use a test key (sk_test_…) or the local stand-in');
    expect(() => withKey('sk_test_x', { PAYSTACK_TEST_MODE: 'yes' })).toThrow('PAYSTACK_TEST_MODE must be on or off, got "yes"');
  });

  it("refuses the local stand-in's published key even in test mode, and the one compose.local-paystack.yaml ships", () => {
    const shipped = /PAYSTACK_SECRET_KEY: (\S+)/.exec(readFileSync(join(root, 'compose.local-paystack.yaml'), 'utf8'))?.[1];
    const published = /LOCAL_PAYSTACK_SECRET_KEY = '([^']+)'/.exec(readFileSync(join(root, 'scripts', 'lib', 'local-paystack.mjs'), 'utf8'))?.[1];
    expect(shipped).toBe('sk_test_trail_local_paystack');
    for (const key of [shipped!, published!]) {
      expect(() => withKey(key, { PAYSTACK_TEST_MODE: 'on' })).toThrow(/^PAYSTACK_SECRET_KEY is the local stand-in's published key/);
      expect(withKey(key, { LOCAL_TRIAL: 'on', PAYSTACK_BASE_URL: 'http://paystack:4010' }).baseUrl).toBe('http://paystack:4010');
    }
  });

  it('refuses the local stand-in as Paystack', () => {
    expect(() => withKey('sk_live_x', { PAYSTACK_BASE_URL: 'http://paystack:4010' })).toThrow(
      /^PAYSTACK_BASE_URL must be the real service's https address when NODE_ENV=production, got "http:\/\/paystack:4010"/,
    );
    expect(() => withKey('sk_live_x', { PAYSTACK_BASE_URL: 'https://127.0.0.1:4010' })).toThrow(/^PAYSTACK_BASE_URL must be the real service's https address/);
    expect(withKey('sk_live_x').baseUrl).toBe('https://api.paystack.co');
    expect(loadPaystackConfig({ PAYSTACK_SECRET_KEY: 'sk_test_trail_local_paystack', PAYSTACK_BASE_URL: 'http://127.0.0.1:4010' }).baseUrl).toBe('http://127.0.0.1:4010');
  });
});

describe("the other local stand-ins in production", () => {
  it('refuses local Google, Calendar, WhatsApp and Jitsi addresses, and takes them in development and a local trial', () => {
    const local = 'http://127.0.0.1:4020';
    expect(() => loadGoogleConfig({ ...production, GOOGLE_ISSUER: local })).toThrow(/^GOOGLE_ISSUER must be the real service's https address/);
    const calendar = { GOOGLE_CALENDAR_API_URL: `${local}/calendar/v3`, GOOGLE_CALENDAR_TOKEN_URL: `${local}/token` };
    expect(() => loadGoogleCalendarConfig({ ...production, ...calendar })).toThrow(/^GOOGLE_CALENDAR_API_URL must be the real service's https address/);
    const whatsapp = { WHATSAPP_TOKEN: 't', WHATSAPP_PHONE_NUMBER_ID: '1', WHATSAPP_API_URL: local };
    expect(() => loadWhatsAppConfig({ ...production, ...whatsapp })).toThrow(/^WHATSAPP_API_URL must be the real service's https address/);
    expect(() => loadVideoConfig({ ...production, JITSI_BASE_URL: 'http://meet.example' })).toThrow(/^JITSI_BASE_URL must be the real service's https address/);
    expect(loadGoogleConfig({ GOOGLE_ISSUER: local }).issuer).toBe(local);
    expect(loadGoogleConfig({ ...localTrial, GOOGLE_ISSUER: local }).issuer).toBe(local);
    expect(loadGoogleConfig(production).issuer).toBe('https://accounts.google.com');
  });
});

describe('a production start', () => {
  it('names every refused part at once', () => {
    const problems = configProblems({
      ...production,
      MONGODB_URI: 'mongodb://db:27017/trail',
      JWT_SECRET: 'k3J9vQ2xL8mN4pR7tW1yZ6bC5dF0gH2jK8lM3nP9qS4t',
      DASHBOARD_URL: 'http://localhost:8080',
      SMTP_HOST: 'mailpit',
      PAYSTACK_SECRET_KEY: 'sk_test_trail_local_paystack',
    });
    expect(problems.map((problem) => problem.split(' ')[0])).toEqual(['DASHBOARD_URL', 'PUBLIC_API_URL', 'SMTP_HOST', 'PAYSTACK_SECRET_KEY']);
  });
});
