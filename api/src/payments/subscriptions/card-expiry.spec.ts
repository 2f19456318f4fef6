import { cardReplaced, expiryMonth, expiryPassed } from './card-expiry';

describe('card expiry', () => {
  it.each([
    ['12/2026', 2026 * 12 + 11],
    ['1/2027', 2027 * 12],
    ['13/2026', null],
    ['00/2026', null],
    ['12-2026', null],
  ])('reads %s', (expiry, months) => expect(expiryMonth(expiry)).toBe(months));

  it('counts a card good to the end of its expiry month', () => {
    expect(expiryPassed('11/2026', new Date('2026-11-30T23:59:00Z'))).toBe(false);
    expect(expiryPassed('11/2026', new Date('2026-12-01T00:00:00Z'))).toBe(true);
  });

  it('takes a card as replaced only when Paystack now names a later expiry', () => {
    expect(cardReplaced('12/2026', '12/2030')).toBe(true);
    expect(cardReplaced('12/2026', '12/2026')).toBe(false);
    expect(cardReplaced('12/2026', undefined)).toBe(false);
  });
});
