import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Agenda } from 'agenda';
import type { Connection } from 'mongoose';
import { Metrics } from '../../common/observability/metrics.service';
import { paymentsConfig, type PaymentsConfig } from '../../config/payments.config';
import { startRecurringJob } from '../../database/agenda';
import { SubscriptionsService } from './subscriptions.service';

export const SUBSCRIPTION_SETTLE_JOB = 'subscription-settle';

/** Disables at Paystack the subscriptions that ended (paid off, cancelled) while Paystack was unreachable. */
@Injectable()
export class SubscriptionsScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Subscriptions');
  private agenda?: Agenda;

  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly metrics: Metrics,
    private readonly subscriptions: SubscriptionsService,
    @Inject(paymentsConfig.KEY) private readonly config: PaymentsConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.recoveryEnabled) return;
    this.agenda = await startRecurringJob(
      this.connection,
      {
        name: SUBSCRIPTION_SETTLE_JOB,
        every: this.config.recoveryEvery,
        run: () => this.subscriptions.settlePending().catch((error: unknown) => this.logger.warn(`Subscription settle: ${String(error)}`)),
      },
      this.metrics,
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.agenda?.stop();
  }
}
