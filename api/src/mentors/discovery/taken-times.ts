import { Injectable } from '@nestjs/common';
import type { PipelineStage } from 'mongoose';

/**
 * A stage joining, as `as`, rows `{ startsAt }` of the hours taken in [from, until] of the mentor whose
 * user id is in `localField`: a mentor list or page reads its taken hours in its own aggregation (decision 0057).
 */
export type TakenTimesLookup = (localField: string, as: string, from: Date, until: Date) => PipelineStage;

/**
 * The seam for bookings: the meetings module (which uses mentors, never the other way round) tells
 * this how to join taken times. Until it does nothing is taken.
 */
@Injectable()
export class TakenTimes {
  private lookupStage: TakenTimesLookup = (_localField, as) => ({ $addFields: { [as]: [] } });

  use(lookup: TakenTimesLookup): void {
    this.lookupStage = lookup;
  }

  /** The join for a read's own aggregation; its rows' `startsAt` are Dates. */
  lookup(localField: string, as: string, from: Date, until: Date): PipelineStage {
    return this.lookupStage(localField, as, from, until);
  }
}
