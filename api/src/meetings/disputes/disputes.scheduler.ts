import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { paymentsConfig, type PaymentsConfig } from '../../platform/config';
import { RecurringJobs } from '../../platform/database';
import { DisputeDecisionsService } from './dispute-decisions.service';

export const DISPUTE_RULE_JOB = 'dispute-rule';

/** Decides the no-show reports nobody answered in time, on the payments' recovery schedule (tests call it directly). */
@Injectable()
export class DisputesScheduler implements OnApplicationBootstrap {
  constructor(
    private readonly jobs: RecurringJobs,
    private readonly decisions: DisputeDecisionsService,
    @Inject(paymentsConfig.KEY) private readonly config: PaymentsConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.recoveryEnabled) return;
    await this.jobs.start({
      name: DISPUTE_RULE_JOB,
      every: this.config.recoveryEvery,
      run: async () => {
        await this.decisions.decideUnanswered();
      },
    });
  }
}
