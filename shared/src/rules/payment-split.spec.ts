import { describe, expect, it } from 'vitest';
import { splitPayment } from './payment-split.js';

const policy = { platformFeeBps: 3_000, referralShareBps: 1_000 };

describe('splitPayment', () => {
  it.each([
    // amount, mentor, referrer, mentorKobo, platformFeeKobo, referralKobo
    [200_000, true, false, 140_000, 60_000, 0],
    [200_000, true, true, 140_000, 40_000, 20_000],
    [500_000, false, false, 0, 500_000, 0],
    [500_000, false, true, 0, 450_000, 50_000],
    [1, true, true, 1, 0, 0],
    [333, true, true, 234, 66, 33],
  ])('%i kobo (mentor %s, referrer %s) → mentor %i, platform %i, referrer %i', (amount, mentor, referrer, m, p, r) => {
    expect(splitPayment(amount, { mentor, referrer }, policy)).toEqual({ mentorKobo: m, platformFeeKobo: p, referralKobo: r });
  });

  it('always adds up to the amount paid, in whole kobo', () => {
    for (let amount = 1; amount < 5_000; amount += 7) {
      for (const parties of [{ mentor: true, referrer: true }, { mentor: false, referrer: true }, { mentor: true, referrer: false }]) {
        const split = splitPayment(amount, parties, { platformFeeBps: 2_345, referralShareBps: 3_000 });
        expect(split.mentorKobo + split.platformFeeKobo + split.referralKobo).toBe(amount);
        expect(Object.values(split).every((part) => Number.isInteger(part) && part >= 0)).toBe(true);
      }
    }
  });

  it('never pays a referrer more than the platform part', () => {
    expect(splitPayment(1_000, { mentor: true, referrer: true }, { platformFeeBps: 500, referralShareBps: 2_000 })).toEqual({
      mentorKobo: 950,
      platformFeeKobo: 0,
      referralKobo: 50,
    });
  });

  it('refuses amounts that are not positive whole kobo, and shares outside 0–100 %', () => {
    expect(() => splitPayment(0, { mentor: true, referrer: false }, policy)).toThrow(RangeError);
    expect(() => splitPayment(10.5, { mentor: true, referrer: false }, policy)).toThrow(RangeError);
    expect(() => splitPayment(100, { mentor: true, referrer: false }, { platformFeeBps: 10_001, referralShareBps: 0 })).toThrow(RangeError);
  });
});
