import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { earningsReleaseAt, MEETING_PRICE_KOBO } from '@trail/shared';
import type { ClientSession, Model } from 'mongoose';
import { errorMessage } from '../platform/errors';
import { MeetingRooms } from '../integrations/video';
import { type ConfirmedCheckout, type HeldSession, type PaymentPurpose, PaymentPurposes, RefundsService } from '../payments';
import { MeetingCalendarService } from './calendar/meeting-calendar.service';
import { HoldsService } from './holds.service';
import { MeetingNoticesService } from './notices/meeting-notices.service';
import { MeetingRecord, type MeetingDocument } from './schemas/meeting.schema';

export const MEETING_PURPOSE = 'meeting';

const LATE_REFUND_REASON = 'Paid after the hold lapsed and the hour was booked by someone else';

/**
 * Payment confirmed for held hours: inside the transaction that marks the payment paid and writes its
 * ledger entries, each hold becomes a meeting with its own Jitsi room (no network call). A hold that lapsed still books if the
 * hour is free; an hour someone else took meanwhile is refunded, that hour only. The payment is
 * confirmed once (checkout's claim), so replays of Paystack's report make no second set.
 */
@Injectable()
export class MeetingPurpose implements PaymentPurpose, OnModuleInit {
  readonly name = MEETING_PURPOSE;
  private readonly logger = new Logger('Booking');

  constructor(
    @InjectModel(MeetingRecord.name) private readonly meetings: Model<MeetingRecord>,
    private readonly purposes: PaymentPurposes,
    private readonly rooms: MeetingRooms,
    private readonly refunds: RefundsService,
    private readonly notices: MeetingNoticesService,
    private readonly holds: HoldsService,
    private readonly calendar: MeetingCalendarService,
  ) {}

  onModuleInit(): void {
    this.purposes.register(this);
  }

  async onConfirmed(checkout: ConfirmedCheckout, session: ClientSession): Promise<void> {
    const holds = await this.meetings.find({ paymentReference: checkout.reference }).session(session).exec();
    for (const hold of holds) {
      if (hold.status === 'held') await this.book(hold, session);
      else if (hold.status === 'released') await this.bookIfFree(hold, checkout.reference, session);
    }
    // Once the transaction has ended (Google and the mail never run inside it): the Google Meet event
    // where configured, then the invites, which so usually carry the Meet link. Both act only on what is
    // booked by then (an aborted attempt books nothing), once each; the notices job catches up any a
    // crash or an outage loses (decisions 0042, 0046).
    const ids = holds.map((hold) => hold._id.toHexString());
    session.once('ended', () => {
      void this.calendar
        .onBooked(ids)
        .then(() => this.notices.onBooked(ids))
        .catch((error: unknown) => this.logger.warn(`Invites left to the notices job: ${errorMessage(error)}`));
    });
  }

  /** Every hour the payment bought, held or lapsed: each one's earnings wait until it has happened (decision 0073). */
  async heldSessions(reference: string): Promise<HeldSession[]> {
    const hours = await this.meetings.find({ paymentReference: reference }, { _id: 1, endsAt: 1 }).sort({ startsAt: 1 }).lean();
    return hours.map(({ _id, endsAt }) => ({ part: _id.toHexString(), amountKobo: MEETING_PRICE_KOBO, releaseAt: earningsReleaseAt(endsAt) }));
  }

  /** A declined card or an abandoned checkout frees its hours at once, so the learner (or anyone) can choose them again. */
  async onFailed(reference: string): Promise<void> {
    await this.holds.releaseUnpaid(reference);
  }

  private async book(hold: MeetingDocument, session: ClientSession): Promise<void> {
    hold.set({ status: 'booked', active: true, ...this.rooms.open() });
    hold.set('holdExpiresAt', undefined);
    // Paid after all: not a lapse for the learner's hold limits.
    hold.set('lapsedAt', undefined);
    await hold.save({ session });
  }

  /**
   * The hold was released: taking the hour back must not meet a duplicate key, which would abort the
   * whole transaction, so the hour is read first. This read is safe where a bare read is not: it runs in
   * the snapshot of the transaction, and a hold committed meanwhile makes this write conflict and retry.
   */
  private async bookIfFree(hold: MeetingDocument, reference: string, session: ClientSession): Promise<void> {
    const taken = await this.meetings.exists({ mentor: hold.mentor, startsAt: hold.startsAt, active: true }).session(session);
    if (!taken) return this.book(hold, session);
    hold.set({ lateRefund: true });
    await hold.save({ session });
    await this.refunds.requestIn(session, { paymentReference: reference, part: hold._id.toHexString(), amountKobo: MEETING_PRICE_KOBO, reason: LATE_REFUND_REASON });
  }
}
