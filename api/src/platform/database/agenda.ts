import type { Agenda, Job } from 'agenda';
import type { Connection } from 'mongoose';
import type { Metrics } from '../observability';

/**
 * An agenda whose jobs live in this MongoDB (`agendaJobs`): with several API instances only one
 * locks each run, and a missed run is picked up after a restart. agenda is ESM-only and the API is
 * CommonJS, so it is loaded on demand.
 */
export async function createAgenda(connection: Connection, processEvery: string | number = '1 minute'): Promise<Agenda> {
  // One after the other: jest's ESM loader fails ("request for 'events' is not in cache") when two
  // dynamic imports link the same built-in at once, and the second import is instant anyway.
  const { Agenda } = await import('agenda');
  const { MongoBackend } = await import('@agendajs/mongo-backend');
  const db = connection.db;
  if (!db) throw new Error('MongoDB is not connected');
  return new Agenda({ backend: new MongoBackend({ mongo: db as never }), processEvery });
}

export interface RecurringJob {
  name: string;
  /** An agenda interval ('5 minutes') or a cron expression. */
  every: string;
  /** For a cron `every`: the zone it is read in. */
  timezone?: string;
  run: (job: Job) => Promise<void>;
  /** How often this instance looks for due runs: a minute unless a job needs finer timing; milliseconds as a number. */
  processEvery?: string | number;
  /** After how many milliseconds another instance may take over a run whose instance died (agenda: 10 minutes). */
  lockLifetime?: number;
}

/**
 * Starts one repeating job on its own agenda, not run at once on start (a restart must not resend);
 * stop the agenda it answers on shutdown. Each scheduler decides whether to start it (off in tests).
 */
export async function startRecurringJob(connection: Connection, recurring: RecurringJob, metrics: Metrics): Promise<Agenda> {
  const agenda = await createAgenda(connection, recurring.processEvery);
  // Every run counts in job_runs_total{job, outcome} (decision 0044).
  agenda.define(
    recurring.name,
    (job: Job) => metrics.track('job_runs_total', { job: recurring.name }, () => recurring.run(job)),
    recurring.lockLifetime ? { lockLifetime: recurring.lockLifetime } : {},
  );
  await agenda.start();
  await agenda.every(recurring.every, recurring.name, undefined, {
    skipImmediate: true,
    ...(recurring.timezone ? { timezone: recurring.timezone } : {}),
  });
  return agenda;
}
