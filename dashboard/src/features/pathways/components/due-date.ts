const dueFormat = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', year: 'numeric' });

/** "14 Dec 2026": a section's due date as the pathway view shows it. */
export const formatDue = (date: Date): string => dueFormat.format(date);
