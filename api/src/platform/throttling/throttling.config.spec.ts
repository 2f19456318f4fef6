import { loadThrottlingConfig } from './throttling.config';

describe('rate limit budgets', () => {
  it('are generous per IP outside tests, since many people share one carrier address', () => {
    const config = loadThrottlingConfig({ NODE_ENV: 'production' });
    expect(config.perIp).toEqual({ limit: 1200, windowMs: 60_000 });
    expect(config.policies.login.perCaller).toEqual({ limit: 120, windowMs: 60_000 });
    expect(config.policies.forgotPassword.perEmail).toEqual({ limit: 5, windowMs: 3_600_000 });
    expect(config.loginFailures.freeAttempts).toBe(5);
  });

  it('count signed-in routes per account, a person’s wrong passwords from anywhere, and links asked for again', () => {
    const config = loadThrottlingConfig({ NODE_ENV: 'production' });
    expect(config.perAccount).toEqual({ limit: 300, windowMs: 60_000 });
    expect(config.loginFailures.perAccount).toEqual({ limit: 20, windowMs: 86_400_000 });
    expect(config.policies.forgotPassword.emailPerAddress).toBe(true);
    expect(config.policies.accountLookup.perCaller).toEqual({ limit: 20, windowMs: 86_400_000 });
    expect(config.policies.mailingList.emailPerAddress).toBeUndefined();
    expect(config.verificationMail).toEqual({
      hourly: { limit: 3, windowMs: 3_600_000 },
      daily: { limit: 10, windowMs: 86_400_000 },
    });
  });

  it('are off under NODE_ENV=test unless set', () => {
    const config = loadThrottlingConfig({ NODE_ENV: 'test', AUTH_RATE_LIMIT_PER_EMAIL: '2' });
    expect(config.perIp.limit).toBe(0);
    expect(config.loginFailures.freeAttempts).toBe(0);
    expect(config.loginFailures.perAccount.limit).toBe(0);
    expect(config.perAccount.limit).toBe(0);
    expect(config.verificationMail.hourly.limit).toBe(0);
    expect(config.policies.mailingList.perEmail.limit).toBe(2);
  });

  it('name a bad setting', () => {
    expect(() => loadThrottlingConfig({ RATE_LIMIT_PER_IP: 'lots' })).toThrow(
      'RATE_LIMIT_PER_IP must be a whole number of requests (0 turns the limit off), got "lots"',
    );
  });
});
