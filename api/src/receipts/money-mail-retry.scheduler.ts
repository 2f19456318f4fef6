import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { errorMessage } from '../platform/errors';
import { paymentsConfig, type PaymentsConfig } from '../platform/config';
import { RecurringJobs } from '../platform/database';
import { PaymentReceiptsService } from './payment-receipts.service';
import { RefundNoticesService } from './refund-notices.service';

/** Named when it sent receipts only; kept, as RecurringJobs stores jobs by name. */
export const MONEY_MAIL_RETRY_JOB = 'receipt-retry';

/**
 * Sends again the receipts and refund notices a mail server refused or a crash cut short, one instance
 * at a time; on and off with the payments' recovery jobs.
 */
@Injectable()
export class MoneyMailRetryScheduler implements OnApplicationBootstrap {
  private readonly logger = new Logger('MoneyMails');

  constructor(
    private readonly jobs: RecurringJobs,
    private readonly receipts: PaymentReceiptsService,
    private readonly refundNotices: RefundNoticesService,
    @Inject(paymentsConfig.KEY) private readonly config: PaymentsConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.recoveryEnabled) return;
    await this.jobs.start({
      name: MONEY_MAIL_RETRY_JOB,
      every: this.config.recoveryEvery,
      run: async () => {
        await this.retry('Receipt', () => this.receipts.retryFailed());
        await this.retry('Refund notice', () => this.refundNotices.retryFailed());
      },
    });
  }

  private async retry(what: string, run: () => Promise<number>): Promise<void> {
    const sent = await run().catch((error: unknown) => this.logger.warn(`${what} retry: ${errorMessage(error)}`));
    if (sent) this.logger.log(`${what} retry: ${sent} sent`);
  }
}
