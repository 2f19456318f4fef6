import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { errorMessage } from '../platform/errors';
import { RecurringJobs } from '../platform/database';
import { remindersConfig, type RemindersConfig } from '../platform/config';
import { RemindersService } from './reminders.service';

export const WEEKLY_DIGEST_JOB = 'weekly-reminder-digests';

/** Well inside agenda's 10-minute lock, so a long run is never taken for a dead one and run twice. */
const TOUCH_EVERY_MS = 60_000;

/** Renews the job's lock as learners are handled, at most once per `intervalMs`. */
export function touchAtMostEvery(intervalMs: number, touch: () => Promise<void>, now = Date.now): () => Promise<void> {
  let last = now();
  return async () => {
    if (now() - last < intervalMs) return;
    last = now();
    await touch();
  };
}

/**
 * Runs the weekly digest from agenda, whose jobs live in MongoDB (`agendaJobs`): with several
 * API instances only one locks each run, and a missed run is picked up after a restart.
 */
@Injectable()
export class RemindersScheduler implements OnApplicationBootstrap {
  private readonly logger = new Logger('Reminders');

  constructor(
    private readonly jobs: RecurringJobs,
    private readonly reminders: RemindersService,
    @Inject(remindersConfig.KEY) private readonly config: RemindersConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.schedulerEnabled) return;
    await this.jobs.start({
      name: WEEKLY_DIGEST_JOB,
      every: this.config.cron,
      timezone: this.config.timezone,
      run: async (job) => {
        try {
          await this.reminders.sendWeeklyDigests(new Date(), touchAtMostEvery(TOUCH_EVERY_MS, () => job.touch()));
        } catch (error) {
          this.logger.error(`Weekly digest run failed: ${errorMessage(error)}`);
          throw error;
        }
      },
    });
    this.logger.log(`Weekly digests scheduled: "${this.config.cron}" (${this.config.timezone})`);
  }
}
