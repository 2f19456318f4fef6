import { loadThrottlingConfig } from './throttling.config';

describe('rate limit budgets', () => {
  it('are generous per IP outside tests, since many people share one carrier address', () => {
    const config = loadThrottlingConfig({ NODE_ENV: 'production' });
    expect(config.perIp).toEqual({ limit: 1200, windowMs: 60_000 });
    expect(config.policies.login.perIp).toEqual({ limit: 120, windowMs: 60_000 });
    expect(config.policies.forgotPassword.perEmail).toEqual({ limit: 5, windowMs: 3_600_000 });
    expect(config.loginFailures.freeAttempts).toBe(5);
  });

  it('are off under NODE_ENV=test unless set', () => {
    const config = loadThrottlingConfig({ NODE_ENV: 'test', AUTH_RATE_LIMIT_PER_EMAIL: '2' });
    expect(config.perIp.limit).toBe(0);
    expect(config.loginFailures.freeAttempts).toBe(0);
    expect(config.policies.mailingList.perEmail.limit).toBe(2);
  });

  it('name a bad setting', () => {
    expect(() => loadThrottlingConfig({ RATE_LIMIT_PER_IP: 'lots' })).toThrow(
      'RATE_LIMIT_PER_IP must be a whole number of requests (0 turns the limit off), got "lots"',
    );
  });
});
