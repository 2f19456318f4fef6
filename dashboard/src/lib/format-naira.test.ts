import { describe, expect, it } from 'vitest';
import { formatKobo } from './format-naira';

describe('formatKobo', () => {
  it('shows kobo as naira with the naira sign and thousands separators', () => {
    expect(formatKobo(150_000)).toBe('₦1,500.00');
    expect(formatKobo(0)).toBe('₦0.00');
    expect(formatKobo(123_456_789)).toBe('₦1,234,567.89');
  });
});
