/**
 * The counters other modules may increment, declared once with their labels so every series is
 * bounded: label values come from short fixed lists, never from ids, e-mails or raw input.
 */
export const COUNTERS = {
  payments_webhook_events_total: {
    help: 'Paystack webhook deliveries by event (other: not acted on) and outcome',
    labelNames: ['event', 'outcome'],
  },
  job_runs_total: {
    help: 'Scheduled job runs by job and outcome',
    labelNames: ['job', 'outcome'],
  },
} as const;

export type CounterName = keyof typeof COUNTERS;
export type CounterLabels<N extends CounterName> = Record<(typeof COUNTERS)[N]['labelNames'][number], string>;

/** How a tracked piece of work ended: done, refused as bad input (4xx), or failed (and may be retried). */
export type Outcome = 'ok' | 'refused' | 'failed';
