import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { RecurringJobs } from '../../platform/database';
import { paymentsConfig, type PaymentsConfig } from '../../platform/config';
import { WithdrawalsService } from './withdrawals.service';

export const WITHDRAWAL_RECOVERY_JOB = 'withdrawal-recovery';

/** Runs the withdrawal recovery pass from agenda: one instance at a time holds the job's lock. */
@Injectable()
export class WithdrawalsScheduler implements OnApplicationBootstrap {
  private readonly logger = new Logger('Withdrawals');

  constructor(
    private readonly jobs: RecurringJobs,
    private readonly withdrawals: WithdrawalsService,
    @Inject(paymentsConfig.KEY) private readonly config: PaymentsConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.recoveryEnabled) return;
    await this.jobs.start({
      name: WITHDRAWAL_RECOVERY_JOB,
      every: this.config.recoveryEvery,
      run: async () => {
        const report = await this.withdrawals.recover(new Date(), this.config.staleAfterMs);
        if (report.retried + report.settled + report.reversed > 0) this.logger.log(`Recovered withdrawals: ${JSON.stringify(report)}`);
      },
    });
  }
}
