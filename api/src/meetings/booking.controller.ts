import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { BookingOutcome, MentorHourPayResponse, MentorHourResponse } from '@trail/shared';
import { type AuthUser, CurrentUser, RequireAccess } from '../session';
import { PaymentReferenceParams } from '../payments';
import { BookingOutcomeService } from './booking-outcome.service';
import { BookingService } from './booking.service';
import { MentorHourDto } from './dto/mentor-hour.dto';
import { ApiCreated, ApiErrors, ApiOk, sharedType, WHY } from '../platform/openapi';

@ApiTags('meetings')
@Controller()
export class BookingController {
  constructor(
    private readonly booking: BookingService,
    private readonly outcomes: BookingOutcomeService,
  ) {}

  /** Holds the chosen hours without starting a payment; 409 when one was just taken (spec §7), 429 when a hold limit applies (decision 0075). */
  @Post('payments/mentorhour')
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
  @ApiOk("The payment's status and each hour's fate", sharedType('BookingOutcome'))
  @ApiErrors({ 400: 'The reference is not valid', 404: 'No such booking' })
  @RequireAccess({})
  outcome(@Param() params: PaymentReferenceParams, @CurrentUser() user: AuthUser): Promise<BookingOutcome> {
    return this.outcomes.outcome(params.reference, user.id);
  }
}
