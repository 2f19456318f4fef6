import { BadRequestException, ConflictException, ForbiddenException, GoneException, Inject, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { BOOKING_MESSAGES, MEETING_PRICE_KOBO, type MentorHourBody, type MentorHourPayResponse, type MentorHourResponse } from '@trail/shared';
import { appConfig, type AppConfig } from '../platform/config';
import { MentorProfilesService, NO_MENTOR } from '../mentors';
import { CheckoutService, newPaymentReference } from '../payments';
import { ContactRecords, PublicProfileRecords, ReferralRecords, UsersService } from '../users';
import { chosenHours } from './booking-selection';
import { HoldsService } from './holds.service';
import { MEETING_PURPOSE } from './meeting-purpose';

const hoursWith = (count: number, name: string) => `${count === 1 ? 'a mentoring hour' : `${count} mentoring hours`} with ${name}`;

/**
 * POST /payments/mentorhour checks the chosen hours and holds them, within the learner's hold limits;
 * POST /payments/mentorhour/:reference/pay, the Pay button, starts their one payment (decision 0075).
 */
@Injectable()
export class BookingService {
  constructor(
    private readonly holds: HoldsService,
    private readonly checkout: CheckoutService,
    private readonly profiles: MentorProfilesService,
    private readonly users: UsersService,
    private readonly referralRecords: ReferralRecords,
    private readonly publicProfiles: PublicProfileRecords,
    private readonly contacts: ContactRecords,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
  ) {}

  async book(learnerId: string, body: MentorHourBody, now = new Date()): Promise<MentorHourResponse> {
    if (body.mentorId === learnerId) throw new ForbiddenException(BOOKING_MESSAGES.ownSlot);
    const [learner, mentor, availability] = await Promise.all([
      this.users.findById(learnerId),
      this.publicProfiles.findMentorForBooking(body.mentorId),
      this.profiles.availabilityOf(body.mentorId),
    ]);
    if (!learner) throw new UnauthorizedException();
    if (!mentor || !availability || availability.suspended) throw new NotFoundException(NO_MENTOR);
    if (mentor.deletionDueAt) throw new GoneException(BOOKING_MESSAGES.mentorLeaving);
    const hours = chosenHours(body.occurrences, availability, now);
    await this.keepWizardAnswers(learnerId, body);
    const reference = newPaymentReference();
    const holdExpiresAt = await this.holds.hold({ mentorId: body.mentorId, menteeId: learnerId, paymentReference: reference, purpose: body.clarity, hours }, now);
    return { reference, holdExpiresAt: holdExpiresAt.toISOString() };
  }

  /** Starts the Paystack payment of the caller's own live hold, once; a second press answers the same page. */
  async pay(learnerId: string, reference: string, now = new Date()): Promise<MentorHourPayResponse> {
    const answer = (url: string): MentorHourPayResponse => ({ data: { authorization_url: url, reference } });
    const claim = await this.holds.claimPayment(reference, learnerId, now);
    if (claim.state === 'missing') throw new NotFoundException(BOOKING_MESSAGES.noSuchBooking);
    if (claim.state === 'paid') throw new ConflictException(BOOKING_MESSAGES.alreadyPaid);
    if (claim.state === 'ended') throw new GoneException(BOOKING_MESSAGES.holdEnded);
    if (claim.state === 'started') {
      if (!claim.checkoutUrl) throw new ConflictException(BOOKING_MESSAGES.payStarting);
      return answer(claim.checkoutUrl);
    }
    try {
      const [learner, [mentor]] = await Promise.all([this.users.findById(learnerId), this.contacts.findContacts([claim.mentorId])]);
      if (!learner) throw new UnauthorizedException();
      const started = await this.checkout.start({
        reference,
        userId: learnerId,
        email: learner.email,
        purpose: MEETING_PURPOSE,
        amountKobo: MEETING_PRICE_KOBO * claim.hours,
        description: hoursWith(claim.hours, mentor ? `${mentor.firstName} ${mentor.lastName}` : 'a mentor'),
        mentorId: claim.mentorId.toHexString(),
        subject: { hours: claim.hours },
        callbackUrl: `${this.app.dashboardUrl}/mentor/booked`,
      });
      await this.holds.keepCheckoutUrl(reference, started.authorizationUrl);
      return answer(started.authorizationUrl);
    } catch (error) {
      await this.holds.releaseUnstarted(reference);
      throw error;
    }
  }

  /**
   * The wizard's title and bio go on the profile, and a referral code typed in the Note step makes its
   * owner the learner's referrer if there is none yet, so this very payment can credit them.
   */
  private async keepWizardAnswers(learnerId: string, body: MentorHourBody): Promise<void> {
    const code = body.referralCode?.trim();
    const referrer = code ? await this.referralRecords.findByReferralCode(code) : null;
    if (code && !referrer) throw new BadRequestException(BOOKING_MESSAGES.unknownReferralCode);
    if (referrer && referrer._id.toString() === learnerId) throw new BadRequestException(BOOKING_MESSAGES.ownReferralCode);
    const referredNow = await this.users.keepBookingProfile(learnerId, { tag: body.title?.trim(), bio: body.bio?.trim(), referrer: referrer ?? undefined });
    // The learner's e-mail is verified (the route requires it): the sign-up counts for the referrer now.
    if (referredNow && referrer) await this.referralRecords.countReferral(referrer._id);
  }
}
