import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Agenda } from 'agenda';
import type { Connection } from 'mongoose';
import { Metrics } from '../../common/observability/metrics.service';
import { startRecurringJob } from '../../database/agenda';
import { paymentsConfig, type PaymentsConfig } from '../../config/payments.config';
import { WithdrawalsService } from './withdrawals.service';

export const WITHDRAWAL_RECOVERY_JOB = 'withdrawal-recovery';

/** Runs the withdrawal recovery pass from agenda: one instance at a time holds the job's lock. */
@Injectable()
export class WithdrawalsScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Withdrawals');
  private agenda?: Agenda;

  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly metrics: Metrics,
    private readonly withdrawals: WithdrawalsService,
    @Inject(paymentsConfig.KEY) private readonly config: PaymentsConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.recoveryEnabled) return;
    this.agenda = await startRecurringJob(this.connection, {
      name: WITHDRAWAL_RECOVERY_JOB,
      every: this.config.recoveryEvery,
      run: async () => {
        const report = await this.withdrawals.recover(new Date(), this.config.staleAfterMs);
        if (report.retried + report.settled + report.reversed > 0) this.logger.log(`Recovered withdrawals: ${JSON.stringify(report)}`);
      },
    }, this.metrics);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.agenda?.stop();
  }
}
