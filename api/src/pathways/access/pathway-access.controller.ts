import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PathwayAccess, PathwayPaymentOutcome, PathwayPaymentResponse, PathwaySubscriptionCancelled, SubscriptionCardLink } from '@trail/shared';
import { type AuthUser, CurrentUser, JwtAuthGuard, RequireAccess } from '../../session';
import { PaymentReferenceParams } from '../../payments';
import { PathwaysService } from '../pathways.service';
import { PathwayPaymentDto } from './dto/pathway-payment.dto';
import { PathwayCheckoutService } from './pathway-checkout.service';
import { ApiAdded, ApiCreated, ApiErrors, ApiOk, sharedType, SIGNED_IN, WHY } from '../../platform/openapi';

@ApiTags('pathways')
@Controller()
export class PathwayAccessController {
  constructor(
    private readonly pathways: PathwaysService,
    private readonly checkout: PathwayCheckoutService,
  ) {}

  /** Spec §7: a plan for the track's pathway, paid in full; answers Paystack's checkout address. 409 when the learner has it already. */
  @Post('payments/initializetransaction/:fieldId')
  @ApiOperation({
    summary: 'Pay in full for a pathway plan (Paystack checkout)',
    description:
      'Request: signed in, verified e-mail; `PathwayPaymentBody` `{ plan: 1 | 2 | 3 }`. Answer: 201 ' +
      '`PathwayPaymentResponse` `{ data: { authorization_url, reference } }`: a Paystack checkout for the ' +
      "plan's full price (`PATHWAY_PRICE_*_FULL_KOBO`), returning to `/pathway/paid`. Another plan → 400 " +
      '`Please choose a plan`; a track without a pathway → 404 `This track has no pathway yet`; a learner ' +
      'who has the pathway → 409 `You already have this pathway`; unverified → 403. Confirmed (webhook or ' +
      "the return page's verify) → the pathway opens once; a second paid checkout for it is refunded in " +
      'full',
  })
  @ApiCreated('The Paystack page to pay the whole pathway on', sharedType('PathwayPaymentResponse'))
  @ApiErrors({ 400: WHY.invalid, 404: 'No such field or pathway', 409: 'The caller already has a plan on this pathway', 502: WHY.paystack, 503: 'Payments are not configured (development only)' })
  @RequireAccess({ verifiedEmail: true, parentalAgreement: true })
  payInFull(@CurrentUser() caller: AuthUser, @Param('fieldId') fieldId: string, @Body() body: PathwayPaymentDto): Promise<PathwayPaymentResponse> {
    return this.checkout.payInFull(caller.id, fieldId, body.plan);
  }

  /** Issue 14: Pay Monthly, a monthly Paystack subscription for the plan; answers Paystack's checkout address. 409 when the learner has it already. */
  @Post('payments/subscription/:fieldId')
  @ApiOperation({
    summary: 'Pay monthly for a pathway plan (Paystack checkout on a plan)',
    description:
      'Request: signed in, verified e-mail; `PathwayPaymentBody` `{ plan }`. Answer: 201 ' +
      '`PathwayPaymentResponse` `{ data: { authorization_url, reference } }`: Pay Monthly, a Paystack ' +
      'checkout on the monthly plan of this pathway and plan (`PATHWAY_PRICE_*_MONTHLY_KOBO`, found or ' +
      'created once), returning to `/pathway/paid`; Paystack subscribes the card once paid. Same refusals ' +
      'as pay in full (400, 404, 409 while a current plan exists, 403). The first charge opens the pathway ' +
      'until a month on (`paidUntil`); each renewal charge adds a month, once per Paystack reference; ' +
      "after the plan's `months` charges access is for good and the subscription is disabled at Paystack. " +
      'A failed renewal, `subscription.not_renew` or `subscription.disable` adds nothing: access ends at ' +
      '`paidUntil` ([decision 0049](decisions/0049-pay-monthly-subscriptions.md))',
  })
  @ApiAdded('issue 14')
  @ApiCreated('The Paystack page to start the monthly plan on', sharedType('PathwayPaymentResponse'))
  @ApiErrors({ 400: WHY.invalid, 404: 'No such field or pathway', 409: 'The caller already has a plan on this pathway', 502: WHY.paystack, 503: 'Payments are not configured (development only)' })
  @RequireAccess({ verifiedEmail: true, parentalAgreement: true })
  payMonthly(@CurrentUser() caller: AuthUser, @Param('fieldId') fieldId: string, @Body() body: PathwayPaymentDto): Promise<PathwayPaymentResponse> {
    return this.checkout.payMonthly(caller.id, fieldId, body.plan);
  }

  /** Stops Pay Monthly renewing: access lasts to the end of the paid month (`paidUntil`). */
  @Post('payments/subscription/:fieldId/cancel')
  @ApiOperation({
    summary: 'Stop a Pay Monthly plan renewing',
    description:
      '200 `PathwaySubscriptionCancelled` `{ paidUntil }`: Pay Monthly stops renewing (disabled at ' +
      'Paystack with its e-mail token); the pathway stays open to `paidUntil`; again → the same answer. No ' +
      'current Pay Monthly plan → 404 `You have no Pay Monthly subscription on this pathway to cancel`',
  })
  @ApiAdded()
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
  @ApiOperation({
    summary: "Paystack's page to replace the card of a Pay Monthly plan",
    description:
      "200 `SubscriptionCardLink` `{ link }`: Paystack's page where the learner replaces the card of their " +
      'active Pay Monthly plan (decision 0049, amended). None active → 404 `You have no Pay Monthly ' +
      'subscription on this pathway whose card can be changed`',
  })
  @ApiAdded()
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
  @ApiOperation({
    summary: 'The outcome of a pathway payment',
    description:
      "Request: signed in, the payer. Answer: `PathwayPaymentOutcome` `{ state: 'waiting' | 'failed' | " +
      "'granted' | 'refunded', pathway { slug, title }, plan, mode }`: asks Paystack first when still " +
      "pending (a lost webhook loses nothing); another person's or a non-pathway payment → 404 `No such " +
      'payment`',
  })
  @ApiAdded()
  @ApiOk('The pathway payment’s status', sharedType('PathwayPaymentOutcome'))
  @ApiErrors({ ...SIGNED_IN, 400: 'The reference is not valid', 404: 'No such payment', 502: WHY.paystack })
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  outcome(@CurrentUser() caller: AuthUser, @Param() params: PaymentReferenceParams): Promise<PathwayPaymentOutcome> {
    return this.checkout.outcome(params.reference, caller.id);
  }

  /** The caller's plan on a pathway; 402 without one. */
  @Get('pathways/:slug/access')
  @ApiOperation({
    summary: "The caller's current plan on a pathway",
    description:
      "`PathwayAccess` `{ slug, plan, mode, grantedAt, paidUntil, renews, expiringCard }`: the caller's " +
      'current plan; due dates count from `grantedAt`; Pay Monthly: `paidUntil` ends the paid month (null ' +
      'once paid off or paid in full), `renews` false once cancelled, `expiringCard` `{ description, ' +
      'expiry }` when Paystack warned that the card expires before a coming charge (else null). None, or a ' +
      'Pay Monthly plan past `paidUntil` → 402 (so for resources, progress and the assessment too)',
  })
  @ApiAdded()
  @ApiOk("The caller's plan on the pathway", sharedType('PathwayAccess'))
  @ApiErrors({ ...SIGNED_IN, 402: 'No plan on this pathway', 404: 'No pathway has this slug' })
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  access(@CurrentUser() caller: AuthUser, @Param('slug') slug: string): Promise<PathwayAccess> {
    return this.pathways.accessOf(slug, caller.id);
  }
}
