import { formatCardExpiry, parseCardExpiry } from './card-expiry-format';

describe("Paystack's card expiry 'MM/YYYY'", () => {
  it('writes an authorization’s month and year, and reads them back', () => {
    expect(formatCardExpiry('4', '2027')).toBe('04/2027');
    expect(formatCardExpiry(12, 2030)).toBe('12/2030');
    expect(parseCardExpiry(formatCardExpiry(4, 2027)!)).toEqual({ month: 4, year: 2027 });
    expect(parseCardExpiry(' 4/2027 ')).toEqual({ month: 4, year: 2027 });
  });

  it.each([
    [0, 2027],
    [13, 2027],
    [4.5, 2027],
    [4, 1999],
    [undefined, 2027],
    ['x', 'y'],
  ])('names no expiry for month %j, year %j', (month, year) => {
    expect(formatCardExpiry(month, year)).toBeUndefined();
  });

  it.each(['13/2027', '00/2027', '4/27', '2027-04', ''])('reads no expiry from %j', (text) => {
    expect(parseCardExpiry(text)).toBeNull();
  });
});
