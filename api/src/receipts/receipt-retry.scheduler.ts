import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { errorMessage } from '../common/errors/error-message';
import { paymentsConfig, type PaymentsConfig } from '../config/payments.config';
import { RecurringJobs } from '../database/recurring-jobs.service';
import { PaymentReceiptsService } from './payment-receipts.service';

export const RECEIPT_RETRY_JOB = 'receipt-retry';

/** Sends again the receipts a mail server refused, one instance at a time; on and off with the payments' recovery jobs. */
@Injectable()
export class ReceiptRetryScheduler implements OnApplicationBootstrap {
  private readonly logger = new Logger('Receipts');

  constructor(
    private readonly jobs: RecurringJobs,
    private readonly receipts: PaymentReceiptsService,
    @Inject(paymentsConfig.KEY) private readonly config: PaymentsConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.recoveryEnabled) return;
    await this.jobs.start({
      name: RECEIPT_RETRY_JOB,
      every: this.config.recoveryEvery,
      run: async () => {
        const sent = await this.receipts.retryFailed().catch((error: unknown) => this.logger.warn(`Receipt retry: ${errorMessage(error)}`));
        if (sent) this.logger.log(`Receipt retry: ${sent} sent`);
      },
    });
  }
}
