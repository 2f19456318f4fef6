import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { describeSlot, findSlotClash, type FreeTimeResponse, INPUT_LIMITS, type NewFreeTimeSlot } from '@trail/shared';
import { DateTime } from 'luxon';
import { isValidObjectId, Model, Types } from 'mongoose';
import { isDuplicateKey } from '../../platform/database';
import { MentorProfile, type MentorProfileRecord } from '../schemas/mentor-profile.schema';

export const TOO_MANY_SLOTS = `A mentor can keep at most ${INPUT_LIMITS.freeTimeSlots} weekly slots`;
export const SLOT_NOT_FOUND = 'This slot does not exist (it may have been removed already)';
export const DATE_NOT_BLOCKED = 'This date is not blocked';
export const DATE_IN_PAST = 'Pick today or a later date to block';
export const DATE_TOO_FAR = `Dates can be blocked up to ${INPUT_LIMITS.blockAheadDays} days ahead`;
export const TOO_MANY_BLOCKED = `A mentor can block at most ${INPUT_LIMITS.blockedDates} dates`;
export const CHANGED_MEANWHILE = 'Your availability changed meanwhile. Reload it and try again.';

type Availability = Pick<MentorProfile, 'slots' | 'blockedDates'>;

/** Today's date somewhere on Earth (the zone furthest behind UTC): older dates are past for everyone. */
const earliestToday = (now: Date) => DateTime.fromJSDate(now, { zone: 'Etc/GMT+12' }).toISODate()!;

/**
 * A mentor's weekly slots and blocked dates (`PUT/DELETE /users/freetime…`). Each change reads the
 * profile, checks the whole new set, and writes only if nobody changed it meanwhile (the revision).
 */
@Injectable()
export class AvailabilityService {
  constructor(@InjectModel(MentorProfile.name) private readonly profiles: Model<MentorProfile>) {}

  async get(userId: string): Promise<FreeTimeResponse> {
    return this.toResponse(await this.profiles.findOne({ user: userId }).lean<MentorProfileRecord>().exec());
  }

  addSlots(userId: string, added: readonly NewFreeTimeSlot[], now = new Date()): Promise<FreeTimeResponse> {
    return this.change(userId, (current) => {
      const slots = [...current.slots, ...added.map((slot) => ({ _id: new Types.ObjectId(), ...slot }))];
      if (slots.length > INPUT_LIMITS.freeTimeSlots) throw new BadRequestException(TOO_MANY_SLOTS);
      const clash = findSlotClash(slots.map((slot) => ({ ...slot, _id: slot._id.toString() })), now);
      if (clash) {
        const same = describeSlot(clash.slot) === describeSlot(clash.other);
        throw new ConflictException(
          same
            ? `You already have a slot on ${describeSlot(clash.slot)}`
            : `${describeSlot(clash.slot)} overlaps ${describeSlot(clash.other)}: slots must start at least an hour apart`,
        );
      }
      return { slots };
    });
  }

  removeSlot(userId: string, slotId: string): Promise<FreeTimeResponse> {
    return this.change(userId, (current) => {
      const slots = current.slots.filter((slot) => slot._id.toString() !== slotId);
      if (!isValidObjectId(slotId) || slots.length === current.slots.length) throw new NotFoundException(SLOT_NOT_FOUND);
      return { slots };
    });
  }

  block(userId: string, date: string, now = new Date()): Promise<FreeTimeResponse> {
    if (date < earliestToday(now)) throw new BadRequestException(DATE_IN_PAST);
    if (date > DateTime.fromJSDate(now, { zone: 'utc' }).plus({ days: INPUT_LIMITS.blockAheadDays }).toISODate()!) {
      throw new BadRequestException(DATE_TOO_FAR);
    }
    return this.change(userId, (current) => {
      const blockedDates = [...new Set([...current.blockedDates.filter((day) => day >= earliestToday(now)), date])].sort();
      if (blockedDates.length > INPUT_LIMITS.blockedDates) throw new BadRequestException(TOO_MANY_BLOCKED);
      return { blockedDates };
    });
  }

  unblock(userId: string, date: string): Promise<FreeTimeResponse> {
    return this.change(userId, (current) => {
      if (!current.blockedDates.includes(date)) throw new NotFoundException(DATE_NOT_BLOCKED);
      return { blockedDates: current.blockedDates.filter((day) => day !== date) };
    });
  }

  /**
   * Read, decide, write if unchanged. A mentor without a profile yet (a role set by hand) gets one on
   * the first change; two first changes at once meet the unique index on `user`.
   */
  private async change(userId: string, decide: (current: Availability) => Partial<Availability>): Promise<FreeTimeResponse> {
    const current = await this.profiles.findOne({ user: userId }).lean<MentorProfileRecord>().exec();
    const next = decide({ slots: current?.slots ?? [], blockedDates: current?.blockedDates ?? [] });
    try {
      const saved = await this.profiles
        .findOneAndUpdate(
          { user: new Types.ObjectId(userId), revision: current?.revision ?? 0 },
          { $set: next, $inc: { revision: 1 } },
          { upsert: !current, returnDocument: 'after' },
        )
        .lean<MentorProfileRecord>()
        .exec();
      if (!saved) throw new ConflictException(CHANGED_MEANWHILE);
      return this.toResponse(saved);
    } catch (error) {
      if (isDuplicateKey(error)) throw new ConflictException(CHANGED_MEANWHILE);
      throw error;
    }
  }

  private toResponse(profile: MentorProfileRecord | null): FreeTimeResponse {
    return {
      data: (profile?.slots ?? []).map(({ _id, day, hour, minute, timezone }) => ({ _id: _id.toString(), day, hour, minute, timezone })),
      // No calendar adapter yet (spec §7's flag): false until a Google Calendar can be connected.
      google: false,
      blockedDates: profile?.blockedDates ?? [],
    };
  }
}
