import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiPaymentRequiredResponse, ApiTags } from '@nestjs/swagger';
import type { PathwayAccess, PathwayPaymentOutcome, PathwayPaymentResponse, PathwaySubscriptionCancelled, SubscriptionCardLink } from '@trail/shared';
import type { AuthUser } from '../../auth/auth-user';
import { RequireAccess } from '../../auth/access/require-access.decorator';
import { JwtAuthGuard } from '../../auth/guards/jwt-auth.guard';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { PaymentReferenceParams } from '../../payments/dto/payment-reference.params';
import { PathwaysService } from '../pathways.service';
import { PathwayPaymentDto } from './dto/pathway-payment.dto';
import { PathwayCheckoutService } from './pathway-checkout.service';

@ApiTags('pathways')
@Controller()
export class PathwayAccessController {
  constructor(
    private readonly pathways: PathwaysService,
    private readonly checkout: PathwayCheckoutService,
  ) {}

  /** Spec §7: a plan for the track's pathway, paid in full; answers Paystack's checkout address. 409 when the learner has it already. */
  @Post('payments/initializetransaction/:fieldId')
  @RequireAccess({ verifiedEmail: true, parentalAgreement: true })
  payInFull(@CurrentUser() caller: AuthUser, @Param('fieldId') fieldId: string, @Body() body: PathwayPaymentDto): Promise<PathwayPaymentResponse> {
    return this.checkout.payInFull(caller.id, fieldId, body.plan);
  }

  /** Issue 14: Pay Monthly, a monthly Paystack subscription for the plan; answers Paystack's checkout address. 409 when the learner has it already. */
  @Post('payments/subscription/:fieldId')
  @RequireAccess({ verifiedEmail: true, parentalAgreement: true })
  payMonthly(@CurrentUser() caller: AuthUser, @Param('fieldId') fieldId: string, @Body() body: PathwayPaymentDto): Promise<PathwayPaymentResponse> {
    return this.checkout.payMonthly(caller.id, fieldId, body.plan);
  }

  /** Stops Pay Monthly renewing: access lasts to the end of the paid month (`paidUntil`). */
  @Post('payments/subscription/:fieldId/cancel')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  cancelMonthly(@CurrentUser() caller: AuthUser, @Param('fieldId') fieldId: string): Promise<PathwaySubscriptionCancelled> {
    return this.checkout.cancelMonthly(caller.id, fieldId);
  }

  /** Paystack's page where the learner replaces the card Pay Monthly charges (an expiring one, a lost one). */
  @Post('payments/subscription/:fieldId/card')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  cardLink(@CurrentUser() caller: AuthUser, @Param('fieldId') fieldId: string): Promise<SubscriptionCardLink> {
    return this.checkout.cardLink(caller.id, fieldId);
  }

  /** The page Paystack returns to (/pathway/paid): what the payment became. */
  @Get('pathways/payment/:reference')
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  outcome(@CurrentUser() caller: AuthUser, @Param() params: PaymentReferenceParams): Promise<PathwayPaymentOutcome> {
    return this.checkout.outcome(params.reference, caller.id);
  }

  /** The caller's plan on a pathway; 402 without one. */
  @Get('pathways/:slug/access')
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiPaymentRequiredResponse({ description: 'No plan on this pathway: `{ "error": "Get a plan to open this pathway" }`' })
  access(@CurrentUser() caller: AuthUser, @Param('slug') slug: string): Promise<PathwayAccess> {
    return this.pathways.accessOf(slug, caller.id);
  }
}
