import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { RecurringJobs } from '../platform/database';
import { bookingConfig, type BookingConfig } from './booking.config';
import { HoldsService } from './holds.service';

export const HOLD_RELEASE_JOB = 'booking-hold-release';

/** Frees lapsed holds from agenda, one instance at a time. Reads already treat them as free; this tidies the records. */
@Injectable()
export class HoldReleaseScheduler implements OnApplicationBootstrap {
  private readonly logger = new Logger('Booking');

  constructor(
    private readonly jobs: RecurringJobs,
    private readonly holds: HoldsService,
    @Inject(bookingConfig.KEY) private readonly config: BookingConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.holdReleaseEnabled) return;
    await this.jobs.start({
      name: HOLD_RELEASE_JOB,
      every: this.config.holdReleaseEvery,
      run: async () => {
        const released = await this.holds.releaseLapsed();
        if (released > 0) this.logger.log(`Released ${released} lapsed booking holds`);
      },
    });
  }
}
