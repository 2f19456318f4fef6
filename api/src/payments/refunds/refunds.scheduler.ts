import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { errorMessage } from '../../platform/errors';
import { RecurringJobs } from '../../platform/database';
import { paymentsConfig, type PaymentsConfig } from '../../platform/config';
import { RefundFollowUpService } from './refund-follow-up.service';
import { RefundsService } from './refunds.service';

export const REFUND_RETRY_JOB = 'refund-retry';

/**
 * Asks Paystack again for refunds it has not accepted yet (Paystack was down, an answer lost, a crash), and
 * about refunds `sent` whose webhook never came: one instance at a time.
 */
@Injectable()
export class RefundsScheduler implements OnApplicationBootstrap {
  private readonly logger = new Logger('Refunds');

  constructor(
    private readonly jobs: RecurringJobs,
    private readonly refunds: RefundsService,
    private readonly followUp: RefundFollowUpService,
    @Inject(paymentsConfig.KEY) private readonly config: PaymentsConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.recoveryEnabled) return;
    await this.jobs.start({
      name: REFUND_RETRY_JOB,
      every: this.config.recoveryEvery,
      run: async () => {
        const warn = (error: unknown) => this.logger.warn(`Refund retry: ${errorMessage(error)}`);
        await this.refunds.sendPending().catch(warn);
        await this.followUp.followUpSent().catch(warn);
      },
    });
  }
}
