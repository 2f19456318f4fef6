import { ConfigError } from './config-error';
import { loadPaymentsConfig } from './payments.config';

describe('payments config', () => {
  it('splits 30 % to Trail and 10 % to the referrer by default, and runs recovery outside tests', () => {
    expect(loadPaymentsConfig({})).toEqual(expect.objectContaining({ split: { platformFeeBps: 3_000, referralShareBps: 1_000 }, recoveryEnabled: true }));
    expect(loadPaymentsConfig({ NODE_ENV: 'test' }).recoveryEnabled).toBe(false);
  });

  it('reads the split in basis points and refuses anything that is not 0–10000', () => {
    expect(loadPaymentsConfig({ PAYMENTS_PLATFORM_FEE_BPS: '2500', PAYMENTS_REFERRAL_SHARE_BPS: '0' }).split).toEqual({ platformFeeBps: 2_500, referralShareBps: 0 });
    expect(() => loadPaymentsConfig({ PAYMENTS_PLATFORM_FEE_BPS: '30%' })).toThrow(ConfigError);
    expect(() => loadPaymentsConfig({ PAYMENTS_REFERRAL_SHARE_BPS: '10001' })).toThrow('PAYMENTS_REFERRAL_SHARE_BPS must be whole basis points');
    expect(() => loadPaymentsConfig({ PAYMENTS_RECOVERY: 'maybe' })).toThrow('PAYMENTS_RECOVERY must be on or off');
  });
});
