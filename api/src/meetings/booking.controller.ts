import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { BookingOutcome, MentorHourPayResponse, MentorHourResponse } from '@trail/shared';
import { type AuthUser, CurrentUser, RequireAccess } from '../session';
import { PaymentReferenceParams } from '../payments';
import { BookingOutcomeService } from './booking-outcome.service';
import { BookingService } from './booking.service';
import { MentorHourDto } from './dto/mentor-hour.dto';
import { ApiAdded, ApiCreated, ApiErrors, ApiOk, sharedType, WHY } from '../platform/openapi';

@ApiTags('meetings')
@Controller()
export class BookingController {
  constructor(
    private readonly booking: BookingService,
    private readonly outcomes: BookingOutcomeService,
  ) {}

  /** Holds the chosen hours without starting a payment; 409 when one was just taken (spec §7), 429 when a hold limit applies (decision 0075). */
  @Post('payments/mentorhour')
  @ApiOperation({
    summary: 'Hold up to 4 hours of a mentor for 10 minutes',
    description:
      'Request: signed in, verified e-mail; `MentorHourBody` `{ mentorId, occurrences: [{ slotId, ' +
      'startsAt, second }] (1–4), clarity, title?, bio?, referralCode? }`. Answer: 201 ' +
      '`MentorHourResponse` `{ reference, holdExpiresAt }` *(changed, decision 0075: the spec answers ' +
      '`data.authorization_url` here; that answer now comes from the Pay press below)*: every chosen hour ' +
      'is held for 10 minutes (all or none); no payment is started. One of the hours held or booked by ' +
      'someone else → 409 `Someone has just booked one of these times. Please choose another time.`; not ' +
      "one of the mentor's current free hours (slot, instant or `second` wrong, blocked, beyond 14 days) → " +
      '409 `One of these times is no longer offered…`; past → 400; none → 400 `Please choose at least one ' +
      'time`; more than 4 → 400 `You can book up to 4 hours at a time. Please untick some times.`; the ' +
      'same twice → 400 `You chose the same time twice`; own → 403 `You cannot book a session with ' +
      'yourself`; not a listed mentor → 404 `There is no mentor with this id`; a mentor who asked for ' +
      "their account's deletion (grace period, decision 0050) → 410 `This mentor is leaving Trail and " +
      'takes no new bookings. Please choose another mentor.`; empty `clarity` → 400 `Please tell your ' +
      'mentor what you need clarity on` (≤ 500). Hold limits (decision 0075), 429 with `Retry-After`: 4 ' +
      "bookings of the caller's already held and unpaid, across mentors → `You already have 4 bookings " +
      'waiting for payment. Pay for one, or wait until one is released (10 minutes after you chose its ' +
      "times), then try again.`; 3 of the caller's bookings released unpaid (time up, or Paystack reported " +
      'the payment failed or abandoned) in the last 24 hours → `3 of your bookings were released unpaid in ' +
      'the last 24 hours, so you can hold times again from <date, time> (Lagos time).` `title` and `bio` ' +
      "go on the profile; `referralCode` makes its owner the learner's referrer if there is none yet " +
      '(counted as a sign-up, credited from this payment on); an unknown code → 400 `No one has this ' +
      "referral code: check it, or leave it empty`, the learner's own → 400 `You cannot use your own " +
      'referral code`',
  })
  @ApiCreated('The hold: its payment reference and when it lapses unpaid', sharedType('MentorHourResponse'))
  @ApiErrors({
    400: `${WHY.invalid}: no hour chosen, more than four, one twice, one past, or a referral code that is unknown or one’s own`,
    403: `${WHY.notAllowed}, or the hour is the caller’s own`,
    404: 'No such mentor',
    409: 'An hour was just taken or is not offered',
    410: 'The mentor is leaving Trail',
    429: 'Four bookings already wait for payment, or three lapsed unpaid in the last 24 hours (Retry-After says when)',
  })
  @RequireAccess({ verifiedEmail: true, parentalAgreement: true })
  book(@Body() body: MentorHourDto, @CurrentUser() user: AuthUser): Promise<MentorHourResponse> {
    return this.booking.book(user.id, body);
  }

  /** The Pay button: starts the Paystack payment of the caller's own live hold, once (spec §7's authorization_url). */
  @Post('payments/mentorhour/:reference/pay')
  @ApiOperation({
    summary: 'Start the Paystack payment of a hold',
    description:
      "Request: signed in, verified e-mail; `:reference` the caller's own hold. Answer: 201 " +
      "`MentorHourPayResponse` `{ data: { authorization_url, reference } }` (spec §7): starts the hold's " +
      'one Paystack payment of ₦2,000 per hour; the browser goes to `authorization_url`, Paystack returns ' +
      'to `/mentor/booked?reference=`. Pressed again while the hold lasts → the same `authorization_url`, ' +
      "no second payment. Not a Trail reference → 400; not the caller's hold → 404 `No such booking`; " +
      'already paid → 409 `You have already paid for these times`; a second press while the first is still ' +
      'starting → 409 `Your payment is starting. Please wait a moment, then press Pay again.`; the hold ' +
      'has ended (its 10 minutes, or a failed payment) → 410 `These times were held for you for 10 minutes ' +
      'and are no longer held. Please choose your times again.`; Paystack not starting → 502/503 and the ' +
      'hours are free again at once (decision 0040; not counted as a lapse)',
  })
  @ApiAdded('added, decision 0075')
  @ApiCreated('The Paystack page to pay on', sharedType('MentorHourPayResponse'))
  @ApiErrors({
    400: 'The reference is not valid',
    403: WHY.notAllowed,
    404: 'No such booking of the caller’s',
    409: 'Already paid, or the payment is still starting',
    410: 'The hold has ended: choose the times again',
    502: WHY.paystack,
    503: 'Payments are not configured (development only)',
  })
  @RequireAccess({ verifiedEmail: true, parentalAgreement: true })
  pay(@Param() params: PaymentReferenceParams, @CurrentUser() user: AuthUser): Promise<MentorHourPayResponse> {
    return this.booking.pay(user.id, params.reference);
  }

  /** The page Paystack returns to (/mentor/booked): the payment's status and each hour's fate. */
  @Get('meetings/booking/:reference')
  @ApiOperation({
    summary: "A booking's payment status and hours, for the page Paystack returns to",
    description:
      '`BookingOutcome` `{ status, mentor, hours: [{ meetingId, startsAt, state, meetLink?, venue? }] }` ' +
      "for the page Paystack returns to: the payment's status (verified with Paystack, so a lost webhook " +
      'still books) and each hour: `waiting` (held, unpaid), `booked` (with its Jitsi room), `released` ' +
      '(the hold lapsed unpaid) or `refunded` (paid after the hold lapsed and someone else had booked it: ' +
      'refunded automatically). Only the payer (another → 404 `No such payment`)',
  })
  @ApiAdded()
  @ApiOk("The payment's status and each hour's fate", sharedType('BookingOutcome'))
  @ApiErrors({ 400: 'The reference is not valid', 404: 'No such booking' })
  @RequireAccess({})
  outcome(@Param() params: PaymentReferenceParams, @CurrentUser() user: AuthUser): Promise<BookingOutcome> {
    return this.outcomes.outcome(params.reference, user.id);
  }
}
