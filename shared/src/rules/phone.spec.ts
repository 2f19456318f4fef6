import { describe, expect, it } from 'vitest';
import { normalisePhone } from './phone.js';

describe('normalisePhone', () => {
  it.each([
    ['0803 123 4567', '+2348031234567'],
    ['803 123 4567', '+2348031234567'],
    ['08031234567', '+2348031234567'],
    ['+234 803 123 4567', '+2348031234567'],
    ['2348031234567', '+2348031234567'],
    ['(0905) 123-4567', '+2349051234567'],
    ['+44 7911 123456', '+447911123456'],
    ['+1 415 555 2671', '+14155552671'],
  ])('reads %s as %s', (input, e164) => {
    expect(normalisePhone(input)).toBe(e164);
  });

  it.each(['', 'call me', '0803 123', '01 234 5678', '+234 1 234 5678', '12345678901234567'])('refuses %s', (input) => {
    expect(normalisePhone(input)).toBeNull();
  });
});
