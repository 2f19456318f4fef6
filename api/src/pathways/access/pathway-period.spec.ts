import { periodEnd } from './pathway-period';

describe('periodEnd', () => {
  const at = (iso: string) => new Date(iso);

  it.each([
    ['a first charge: a month from it', undefined, '2026-03-10T09:00:00.000Z', '2026-04-10T09:00:00.000Z'],
    ['the end of a long month clamps to the short one', undefined, '2026-01-31T12:00:00.000Z', '2026-02-28T12:00:00.000Z'],
    ['an early renewal: a month after the paid period', '2026-04-10T09:00:00.000Z', '2026-04-09T09:00:00.000Z', '2026-05-10T09:00:00.000Z'],
    ['a late renewal: a month from the charge', '2026-04-10T09:00:00.000Z', '2026-04-20T09:00:00.000Z', '2026-05-20T09:00:00.000Z'],
  ])('%s', (_name, paidUntil, chargedAt, expected) => {
    expect(periodEnd(paidUntil ? at(paidUntil) : undefined, at(chargedAt)).toISOString()).toBe(expected);
  });
});
