import { configProblems } from '../../app.config-loaders';
import { loadPaystackConfig } from './paystack.config';

describe('Paystack settings', () => {
  it("talks to Paystack's own API unless told otherwise", () => {
    expect(loadPaystackConfig({ PAYSTACK_SECRET_KEY: 'sk_test_x' })).toEqual(
      expect.objectContaining({ secretKey: 'sk_test_x', baseUrl: 'https://api.paystack.co' }),
    );
    expect(loadPaystackConfig({ PAYSTACK_BASE_URL: 'http://127.0.0.1:4010/' }).baseUrl).toBe('http://127.0.0.1:4010');
  });

  it('runs without a key in development: payments are simply unavailable', () => {
    expect(loadPaystackConfig({}).secretKey).toBeUndefined();
    expect(configProblems({})).toEqual([]);
  });

  it('refuses to start in production without a key, and names a bad base URL', () => {
    expect(configProblems({ NODE_ENV: 'production' })).toContain('PAYSTACK_SECRET_KEY is required when NODE_ENV=production');
    expect(() => loadPaystackConfig({ PAYSTACK_BASE_URL: 'paystack' })).toThrow(
      'PAYSTACK_BASE_URL must be a URL, got "paystack"',
    );
  });
});
