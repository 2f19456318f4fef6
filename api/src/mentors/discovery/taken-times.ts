import { Injectable } from '@nestjs/common';
import type { PipelineStage, Types } from 'mongoose';

/** The start instants (ISO, UTC) already taken in [from, until], by mentor user id (hex); mentors with none may be absent. */
export type TakenTimesSource = (mentorUserIds: readonly Types.ObjectId[], from: Date, until: Date) => Promise<ReadonlyMap<string, ReadonlySet<string>>>;

/**
 * A stage joining, as `as`, rows `{ startsAt }` of the hours taken in [from, until] of the mentor whose
 * user id is in `localField`: a list of mentors reads its taken hours in its own aggregation (decision 0057).
 */
export type TakenTimesLookup = (localField: string, as: string, from: Date, until: Date) => PipelineStage;

const NONE: ReadonlySet<string> = new Set();

/**
 * The seam for bookings: the meetings module (which uses mentors, never the other way round) tells
 * this where taken times come from. Until it does nothing is taken, and no read is spent. A list of
 * mentors asks once for all of them, or joins them into its own read.
 */
@Injectable()
export class TakenTimes {
  private source: TakenTimesSource = () => Promise.resolve(new Map());
  private lookupStage: TakenTimesLookup = (_localField, as) => ({ $addFields: { [as]: [] } });

  use(source: TakenTimesSource, lookup?: TakenTimesLookup): void {
    this.source = source;
    if (lookup) this.lookupStage = lookup;
  }

  async of(mentorUserId: Types.ObjectId, from: Date, until: Date): Promise<ReadonlySet<string>> {
    return (await this.source([mentorUserId], from, until)).get(mentorUserId.toHexString()) ?? NONE;
  }

  async ofMentors(mentorUserIds: readonly Types.ObjectId[], from: Date, until: Date): Promise<(mentorUserId: Types.ObjectId) => ReadonlySet<string>> {
    const taken = mentorUserIds.length ? await this.source(mentorUserIds, from, until) : new Map<string, ReadonlySet<string>>();
    return (mentorUserId) => taken.get(mentorUserId.toHexString()) ?? NONE;
  }

  /** The join for a list's own aggregation; its rows' `startsAt` are Dates. */
  lookup(localField: string, as: string, from: Date, until: Date): PipelineStage {
    return this.lookupStage(localField, as, from, until);
  }
}
