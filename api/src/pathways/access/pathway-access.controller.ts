import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { PathwayAccess, PathwayPaymentOutcome, PathwayPaymentResponse, PathwaySubscriptionCancelled, SubscriptionCardLink } from '@trail/shared';
import { type AuthUser, CurrentUser, JwtAuthGuard, RequireAccess } from '../../session';
import { PaymentReferenceParams } from '../../payments';
import { PathwaysService } from '../pathways.service';
import { PathwayPaymentDto } from './dto/pathway-payment.dto';
import { PathwayCheckoutService } from './pathway-checkout.service';
import { ApiCreated, ApiErrors, ApiOk, sharedType, SIGNED_IN, WHY } from '../../platform/openapi';

@ApiTags('pathways')
@Controller()
export class PathwayAccessController {
  constructor(
    private readonly pathways: PathwaysService,
    private readonly checkout: PathwayCheckoutService,
  ) {}

  /** Spec §7: a plan for the track's pathway, paid in full; answers Paystack's checkout address. 409 when the learner has it already. */
  @Post('payments/initializetransaction/:fieldId')
  @ApiCreated('The Paystack page to pay the whole pathway on', sharedType('PathwayPaymentResponse'))
  @ApiErrors({ 400: WHY.invalid, 404: 'No such field or pathway', 409: 'The caller already has a plan on this pathway', 502: WHY.paystack, 503: 'Payments are not configured (development only)' })
  @RequireAccess({ verifiedEmail: true, parentalAgreement: true })
  payInFull(@CurrentUser() caller: AuthUser, @Param('fieldId') fieldId: string, @Body() body: PathwayPaymentDto): Promise<PathwayPaymentResponse> {
    return this.checkout.payInFull(caller.id, fieldId, body.plan);
  }

  /** Issue 14: Pay Monthly, a monthly Paystack subscription for the plan; answers Paystack's checkout address. 409 when the learner has it already. */
  @Post('payments/subscription/:fieldId')
  @ApiCreated('The Paystack page to start the monthly plan on', sharedType('PathwayPaymentResponse'))
  @ApiErrors({ 400: WHY.invalid, 404: 'No such field or pathway', 409: 'The caller already has a plan on this pathway', 502: WHY.paystack, 503: 'Payments are not configured (development only)' })
  @RequireAccess({ verifiedEmail: true, parentalAgreement: true })
  payMonthly(@CurrentUser() caller: AuthUser, @Param('fieldId') fieldId: string, @Body() body: PathwayPaymentDto): Promise<PathwayPaymentResponse> {
    return this.checkout.payMonthly(caller.id, fieldId, body.plan);
  }

  /** Stops Pay Monthly renewing: access lasts to the end of the paid month (`paidUntil`). */
  @Post('payments/subscription/:fieldId/cancel')
  @ApiOk('The monthly plan ends at the end of the paid month', sharedType('PathwaySubscriptionCancelled'))
  @ApiErrors({ ...SIGNED_IN, 404: 'No monthly plan on this pathway', 502: WHY.paystack })
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  cancelMonthly(@CurrentUser() caller: AuthUser, @Param('fieldId') fieldId: string): Promise<PathwaySubscriptionCancelled> {
    return this.checkout.cancelMonthly(caller.id, fieldId);
  }

  /** Paystack's page where the learner replaces the card Pay Monthly charges (an expiring one, a lost one). */
  @Post('payments/subscription/:fieldId/card')
  @ApiOk("Paystack's page to change the plan's card", sharedType('SubscriptionCardLink'))
  @ApiErrors({ ...SIGNED_IN, 404: 'No monthly plan with a card to update', 502: WHY.paystack })
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  cardLink(@CurrentUser() caller: AuthUser, @Param('fieldId') fieldId: string): Promise<SubscriptionCardLink> {
    return this.checkout.cardLink(caller.id, fieldId);
  }

  /** The page Paystack returns to (/pathway/paid): what the payment became. */
  @Get('pathways/payment/:reference')
  @ApiOk('The pathway payment’s status', sharedType('PathwayPaymentOutcome'))
  @ApiErrors({ ...SIGNED_IN, 400: 'The reference is not valid', 404: 'No such payment', 502: WHY.paystack })
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  outcome(@CurrentUser() caller: AuthUser, @Param() params: PaymentReferenceParams): Promise<PathwayPaymentOutcome> {
    return this.checkout.outcome(params.reference, caller.id);
  }

  /** The caller's plan on a pathway; 402 without one. */
  @Get('pathways/:slug/access')
  @ApiOk("The caller's plan on the pathway", sharedType('PathwayAccess'))
  @ApiErrors({ ...SIGNED_IN, 402: 'No plan on this pathway', 404: 'No pathway has this slug' })
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  access(@CurrentUser() caller: AuthUser, @Param('slug') slug: string): Promise<PathwayAccess> {
    return this.pathways.accessOf(slug, caller.id);
  }
}
