import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { BookedHour, BookingOutcome, MeetingPerson } from '@trail/shared';
import type { Model, Types } from 'mongoose';
import { CheckoutService } from '../payments';
import { ContactRecords, PublicProfileRecords } from '../users';
import { MeetingRecord } from './schemas/meeting.schema';

type HourRecord = Pick<MeetingRecord, 'startsAt' | 'status' | 'holdExpiresAt' | 'meetLink' | 'venue' | 'lateRefund'> & { _id: Types.ObjectId };

function stateOf(hour: HourRecord, now: Date): BookedHour['state'] {
  // A lapsed hold is free for others already, whether or not the job has released it yet.
  if (hour.status === 'held') return hour.holdExpiresAt && hour.holdExpiresAt < now ? 'released' : 'waiting';
  if (hour.status === 'released') return hour.lateRefund ? 'refunded' : 'released';
  return 'booked';
}

function toBookedHour(hour: HourRecord, now: Date): BookedHour {
  const state = stateOf(hour, now);
  return {
    meetingId: hour._id.toHexString(),
    startsAt: hour.startsAt.toISOString(),
    state,
    ...(state === 'booked' && hour.meetLink ? { meetLink: hour.meetLink, venue: hour.venue } : {}),
  };
}

/** GET /meetings/booking/:reference: what the page Paystack returns to shows the payer. */
@Injectable()
export class BookingOutcomeService {
  constructor(
    @InjectModel(MeetingRecord.name) private readonly meetings: Model<MeetingRecord>,
    private readonly checkout: CheckoutService,
    private readonly publicProfiles: PublicProfileRecords,
    private readonly contacts: ContactRecords,
  ) {}

  async outcome(reference: string, payerId: string, now = new Date()): Promise<BookingOutcome> {
    // Answers 404 to anyone but the payer, and confirms a paid payment whose webhook was lost.
    const status = await this.checkout.verify(reference, payerId);
    const hours = await this.meetings
      .find({ paymentReference: reference }, { startsAt: 1, status: 1, holdExpiresAt: 1, meetLink: 1, venue: 1, lateRefund: 1, mentor: 1 })
      .sort({ startsAt: 1 })
      .lean()
      .exec();
    const mentorId = hours[0]?.mentor;
    if (!mentorId) throw new NotFoundException('No such booking');
    return { status, mentor: await this.mentorOf(mentorId), hours: hours.map((hour) => toBookedHour(hour, now)) };
  }

  private async mentorOf(id: Types.ObjectId): Promise<MeetingPerson> {
    const [mentor] = await this.publicProfiles.findPublicMentors([id]);
    if (mentor) {
      const { _id, firstName, lastName, username, profileImgUrl, tag } = mentor;
      return { _id: _id.toHexString(), firstName, lastName, username, ...(profileImgUrl ? { picture: profileImgUrl } : {}), ...(tag ? { tag } : {}) };
    }
    // No longer a mentor: the names still say who the payment was for.
    const [contact] = await this.contacts.findContacts([id]);
    return { _id: id.toHexString(), firstName: contact?.firstName ?? '', lastName: contact?.lastName ?? '' };
  }
}
