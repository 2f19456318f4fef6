import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Agenda } from 'agenda';
import type { Connection } from 'mongoose';
import { createAgenda } from '../database/agenda';
import { bookingConfig, type BookingConfig } from './booking.config';
import { HoldsService } from './holds.service';

export const HOLD_RELEASE_JOB = 'booking-hold-release';

/** Frees lapsed holds from agenda, one instance at a time. Reads already treat them as free; this tidies the records. */
@Injectable()
export class HoldReleaseScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Booking');
  private agenda?: Agenda;

  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly holds: HoldsService,
    @Inject(bookingConfig.KEY) private readonly config: BookingConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.holdReleaseEnabled) return;
    this.agenda = await createAgenda(this.connection);
    this.agenda.define(HOLD_RELEASE_JOB, async () => {
      const released = await this.holds.releaseLapsed();
      if (released > 0) this.logger.log(`Released ${released} lapsed booking holds`);
    });
    await this.agenda.start();
    await this.agenda.every(this.config.holdReleaseEvery, HOLD_RELEASE_JOB, undefined, { skipImmediate: true });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.agenda?.stop();
  }
}
