import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { RecurringJobs } from '../platform/database';
import { type AccountDeletionConfig, accountDeletionConfig } from './account-deletion.config';
import { AccountDeletionService } from './account-deletion.service';

export const ACCOUNT_ERASURE_JOB = 'account-erasure';

/** Runs the erasure of accounts past their grace period from agenda; the claims let any instance run it. */
@Injectable()
export class AccountDeletionScheduler implements OnApplicationBootstrap {
  private readonly logger = new Logger('AccountDeletion');

  constructor(
    private readonly jobs: RecurringJobs,
    private readonly deletion: AccountDeletionService,
    @Inject(accountDeletionConfig.KEY) private readonly config: AccountDeletionConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.schedulerEnabled) return;
    await this.jobs.start({
      name: ACCOUNT_ERASURE_JOB,
      every: this.config.every,
      run: async () => {
        const report = await this.deletion.eraseDue(new Date());
        if (report.erased + report.waiting > 0) this.logger.log(`Account erasure: ${JSON.stringify(report)}`);
      },
    });
  }
}
