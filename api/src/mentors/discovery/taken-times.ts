import { Injectable } from '@nestjs/common';
import type { Types } from 'mongoose';

/** The start instants (ISO, UTC) already booked for a mentor in [from, until]. */
export type TakenTimesSource = (mentorUserId: Types.ObjectId, from: Date, until: Date) => Promise<ReadonlySet<string>>;

const NONE: ReadonlySet<string> = new Set();

/**
 * The seam for bookings: the meetings module (which uses mentors, never the other way round) tells
 * this where booked times come from. Until it exists nothing is booked, and no read is spent.
 */
@Injectable()
export class TakenTimes {
  private source: TakenTimesSource = () => Promise.resolve(NONE);

  use(source: TakenTimesSource): void {
    this.source = source;
  }

  of(mentorUserId: Types.ObjectId, from: Date, until: Date): Promise<ReadonlySet<string>> {
    return this.source(mentorUserId, from, until);
  }
}
