import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { errorMessage } from '../../platform/errors';
import { paymentsConfig, type PaymentsConfig } from '../../platform/config';
import { RecurringJobs } from '../../platform/database';
import { SubscriptionsService } from './subscriptions.service';

export const SUBSCRIPTION_SETTLE_JOB = 'subscription-settle';

/**
 * Disables at Paystack the subscriptions that ended (paid off, cancelled) while Paystack was unreachable,
 * and ends card-expiry warnings once Paystack holds a later card.
 */
@Injectable()
export class SubscriptionsScheduler implements OnApplicationBootstrap {
  private readonly logger = new Logger('Subscriptions');

  constructor(
    private readonly jobs: RecurringJobs,
    private readonly subscriptions: SubscriptionsService,
    @Inject(paymentsConfig.KEY) private readonly config: PaymentsConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.recoveryEnabled) return;
    await this.jobs.start({
      name: SUBSCRIPTION_SETTLE_JOB,
      every: this.config.recoveryEvery,
      run: async () => {
        await this.subscriptions.settlePending().catch((error: unknown) => this.logger.warn(`Subscription settle: ${errorMessage(error)}`));
        await this.subscriptions.refreshExpiringCards().catch((error: unknown) => this.logger.warn(`Expiring cards: ${errorMessage(error)}`));
      },
    });
  }
}
