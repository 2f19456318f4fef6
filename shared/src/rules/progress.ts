const DAY_MS = 86_400_000;

/** Pathway progress: completed resources over all resources, as a rounded percentage. */
export function progressPercent(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((Math.min(completed, total) / total) * 100);
}

/** Weeks left: the days until the last section's due date, divided by 7 and rounded up. */
export function weeksLeft(lastDueDate: Date, now: Date): number {
  const days = (lastDueDate.getTime() - now.getTime()) / DAY_MS;
  return Math.max(0, Math.ceil(days / 7));
}

/** Default cover image of a list item: its position plus one, as two digits ("01", "02", …). */
export function defaultCoverIndex(listIndex: number): string {
  return String(listIndex + 1).padStart(2, '0');
}
