import { REFERRAL_CODE_LENGTH, newReferralCode } from './referral-codes';

describe('newReferralCode', () => {
  const codes = Array.from({ length: 2000 }, newReferralCode);

  it('makes short codes without look-alike characters', () => {
    for (const code of codes) {
      expect(code).toHaveLength(REFERRAL_CODE_LENGTH);
      expect(code).toMatch(/^[A-Z2-9]+$/);
      expect(code).not.toMatch(/[01OIL]/);
    }
  });

  it('does not repeat itself', () => {
    expect(new Set(codes).size).toBe(codes.length);
  });
});
