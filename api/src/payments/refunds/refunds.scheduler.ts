import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Agenda } from 'agenda';
import type { Connection } from 'mongoose';
import { createAgenda } from '../../database/agenda';
import { paymentsConfig, type PaymentsConfig } from '../../config/payments.config';
import { RefundsService } from './refunds.service';

export const REFUND_RETRY_JOB = 'refund-retry';

/** Asks Paystack again for refunds it has not accepted yet (Paystack was down, or a crash): one instance at a time. */
@Injectable()
export class RefundsScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Refunds');
  private agenda?: Agenda;

  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly refunds: RefundsService,
    @Inject(paymentsConfig.KEY) private readonly config: PaymentsConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.recoveryEnabled) return;
    this.agenda = await createAgenda(this.connection);
    this.agenda.define(REFUND_RETRY_JOB, async () => {
      await this.refunds.sendPending().catch((error: unknown) => this.logger.warn(`Refund retry: ${error instanceof Error ? error.message : String(error)}`));
    });
    await this.agenda.start();
    await this.agenda.every(this.config.recoveryEvery, REFUND_RETRY_JOB, undefined, { skipImmediate: true });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.agenda?.stop();
  }
}
