import type { Job } from 'agenda';
import { Metrics } from '../../../src/platform/observability/metrics.service';
import { RecurringJobs } from '../../../src/platform/database/recurring-jobs.service';
import { createTestApp, type TestApp } from '../../support/create-test-app';

/**
 * Two API instances start the same recurring job on one database (as every scheduler does): agenda's
 * lock in `agendaJobs` gives each due run to exactly one of them, and the next run follows on.
 */
describe('recurring jobs across two instances', () => {
  let t: TestApp;
  const instances: RecurringJobs[] = [];

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await Promise.all(instances.map((jobs) => jobs.onApplicationShutdown()));
    await t?.close();
  });

  it('runs each due run once, whichever instance takes it', async () => {
    const runs: { instance: number; scheduledFor: number }[] = [];
    // Each RecurringJobs is what one API process has; both start the same job, as every scheduler does.
    const instance = async (index: number) => {
      const jobs = new RecurringJobs(t.connection, t.app.get(Metrics));
      instances.push(jobs);
      await jobs.start({
        name: 'two-instance-check',
        every: '2 seconds',
        // A number: agenda's human-interval reads '100 milliseconds' as 100 seconds.
        processEvery: 100,
        // agenda checks a running job's lock every half lifetime, a timer that outlives stop(): keep it short.
        lockLifetime: 2_000,
        run: async (job: Job) => {
          runs.push({ instance: index, scheduledFor: job.attrs.nextRunAt?.getTime() ?? job.attrs.lastRunAt?.getTime() ?? 0 });
          // Long enough that a second taker would overlap this run.
          await new Promise((resolve) => setTimeout(resolve, 300));
        },
      });
    };
    await instance(1);
    await instance(2);

    const deadline = Date.now() + 20_000;
    while (runs.length < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));

    expect(runs.length).toBeGreaterThanOrEqual(3);
    const times = runs.map((run) => run.scheduledFor);
    expect(new Set(times).size).toBe(times.length);
    const gaps = times.slice(1).map((time, index) => time - times[index]!);
    expect(gaps.every((gap) => gap >= 1_500)).toBe(true);
    // One job document for both instances: the schedule itself is not doubled either.
    expect(await t.connection.collection('agendaJobs').countDocuments({ name: 'two-instance-check' })).toBe(1);
  });
});
