/** The birth month ("YYYY-MM") of someone exactly `years` old this month, with a month to spare either way. */
export function birthMonthAged(years: number, now = new Date()): string {
  // Born the month before this one, `years` years ago: the birthday month is over, so the age is `years`.
  const born = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth() - 1, 1));
  return `${born.getUTCFullYear()}-${String(born.getUTCMonth() + 1).padStart(2, '0')}`;
}
