import { isoWeek } from './iso-week';

describe('isoWeek', () => {
  it('names the ISO week in the reminders time zone', () => {
    expect(isoWeek(new Date('2025-02-10T07:00:00Z'), 'Africa/Lagos')).toBe('2025-W07');
  });

  it('starts the week on Monday in Lagos even while it is still Sunday in UTC', () => {
    expect(isoWeek(new Date('2025-02-09T23:30:00Z'), 'UTC')).toBe('2025-W06');
    expect(isoWeek(new Date('2025-02-09T23:30:00Z'), 'Africa/Lagos')).toBe('2025-W07');
  });

  it('gives the last days of December to week 1 of the next year when ISO does', () => {
    expect(isoWeek(new Date('2024-12-30T12:00:00Z'), 'Africa/Lagos')).toBe('2025-W01');
  });
});
