import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Agenda } from 'agenda';
import type { Connection } from 'mongoose';
import { Metrics } from '../common/observability/metrics.service';
import { startRecurringJob } from '../database/agenda';
import { type AccountDeletionConfig, accountDeletionConfig } from './account-deletion.config';
import { AccountDeletionService } from './account-deletion.service';

export const ACCOUNT_ERASURE_JOB = 'account-erasure';

/** Runs the erasure of accounts past their grace period from agenda; the claims let any instance run it. */
@Injectable()
export class AccountDeletionScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('AccountDeletion');
  private agenda?: Agenda;

  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly metrics: Metrics,
    private readonly deletion: AccountDeletionService,
    @Inject(accountDeletionConfig.KEY) private readonly config: AccountDeletionConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.schedulerEnabled) return;
    this.agenda = await startRecurringJob(
      this.connection,
      {
        name: ACCOUNT_ERASURE_JOB,
        every: this.config.every,
        run: async () => {
          const report = await this.deletion.eraseDue(new Date());
          if (report.erased + report.waiting > 0) this.logger.log(`Account erasure: ${JSON.stringify(report)}`);
        },
      },
      this.metrics,
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.agenda?.stop();
  }
}
