import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { RecurringJobs } from '../../platform/database';
import { paymentsConfig, type PaymentsConfig } from '../../platform/config';
import { EarningsReleaseService } from './earnings-release.service';

export const EARNINGS_RELEASE_JOB = 'earnings-release';

/** Releases sessions' earnings once their dispute windows have passed: one instance at a time holds the job's lock. */
@Injectable()
export class EarningsReleaseScheduler implements OnApplicationBootstrap {
  constructor(
    private readonly jobs: RecurringJobs,
    private readonly release: EarningsReleaseService,
    @Inject(paymentsConfig.KEY) private readonly config: PaymentsConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.recoveryEnabled) return;
    await this.jobs.start({
      name: EARNINGS_RELEASE_JOB,
      every: this.config.recoveryEvery,
      run: async () => {
        await this.release.releaseDue();
      },
    });
  }
}
