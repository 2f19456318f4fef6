import { Injectable } from '@nestjs/common';
import type { Types } from 'mongoose';

/** The start instants (ISO, UTC) already taken in [from, until], by mentor user id (hex); mentors with none may be absent. */
export type TakenTimesSource = (mentorUserIds: readonly Types.ObjectId[], from: Date, until: Date) => Promise<ReadonlyMap<string, ReadonlySet<string>>>;

const NONE: ReadonlySet<string> = new Set();

/**
 * The seam for bookings: the meetings module (which uses mentors, never the other way round) tells
 * this where taken times come from. Until it does nothing is taken, and no read is spent. A list of
 * mentors asks once for all of them.
 */
@Injectable()
export class TakenTimes {
  private source: TakenTimesSource = () => Promise.resolve(new Map());

  use(source: TakenTimesSource): void {
    this.source = source;
  }

  async of(mentorUserId: Types.ObjectId, from: Date, until: Date): Promise<ReadonlySet<string>> {
    return (await this.source([mentorUserId], from, until)).get(mentorUserId.toHexString()) ?? NONE;
  }

  async ofMentors(mentorUserIds: readonly Types.ObjectId[], from: Date, until: Date): Promise<(mentorUserId: Types.ObjectId) => ReadonlySet<string>> {
    const taken = mentorUserIds.length ? await this.source(mentorUserIds, from, until) : new Map<string, ReadonlySet<string>>();
    return (mentorUserId) => taken.get(mentorUserId.toHexString()) ?? NONE;
  }
}
