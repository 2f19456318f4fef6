import { Controller, Get, Header, Headers, HttpCode, Param, Post, type RawBodyRequest, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiExcludeEndpoint, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Bank, PaymentStatusResponse } from '@trail/shared';
import type { Request } from 'express';
import { type AuthUser, CurrentUser, JwtAuthGuard } from '../session';
import { CheckoutService } from './checkout/checkout.service';
import { PaymentReferenceParams } from './dto/payment-reference.params';
import { PaymentsService } from './payments.service';
import { PaystackWebhookService } from './paystack-webhook.service';
import { ApiAdded, ApiErrors, ApiOk, listOf, sharedType, SIGNED_IN, WHY } from '../platform/openapi';

@ApiTags('payments')
@Controller('payments')
export class PaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly webhook: PaystackWebhookService,
    private readonly checkout: CheckoutService,
  ) {}

  /** Public: the bank list of the bank-details form (spec §7). */
  @Get('getbanks')
  @ApiOperation({
    summary: 'Nigerian banks and their Paystack codes',
    description:
      "`Bank[]` `[{ name, code }]`, Nigerian banks by name; `code` is Paystack's bank code. Public, cached " +
      "for an hour; the API keeps Paystack's list for a day (and serves that copy while Paystack is down). " +
      'Not configured → 503 `Payments are not configured`; Paystack unreachable with no copy yet → 502 ' +
      '`Paystack could not be reached. Please try again.`',
  })
  @ApiOk("Nigerian banks as Paystack lists them (cacheable for an hour)", listOf('Bank'))
  @ApiErrors({ 502: WHY.paystack, 503: 'Payments are not configured (development only)' })
  @Header('Cache-Control', 'public, max-age=3600')
  banks(): Promise<Bank[]> {
    return this.payments.banks();
  }

  /** Paystack's webhook: signed with the secret key, answered 200 once recorded (Paystack retries anything else). */
  @Post('webhook')
  @HttpCode(200)
  @ApiExcludeEndpoint()
  async paystackWebhook(
    @Req() req: RawBodyRequest<Request>,
    @Headers('x-paystack-signature') signature: string | undefined,
  ): Promise<{ received: true }> {
    await this.webhook.receive(req.rawBody, signature, req.body);
    return { received: true };
  }

  /** The page Paystack returns to asks here, so a lost webhook never loses a payment. */
  @Get('verify/:reference')
  @ApiOperation({
    summary: "The status of one of the caller's payments",
    description:
      '`{ status }`: `pending`, `paid`, `failed` or `refunded`. The page Paystack returns to asks here: a ' +
      'pending payment is verified with Paystack and confirmed when it was paid, so a lost webhook loses ' +
      "nothing. Only the payer's own payments (another's → 404 `No such payment`); not a Trail reference " +
      '(`trl-` + 24 hex) → 400',
  })
  @ApiAdded()
  @ApiOk("The payment's status, asked of Paystack when not yet known", sharedType('PaymentStatusResponse'))
  @ApiErrors({ ...SIGNED_IN, 400: 'The reference is not valid', 404: 'No such payment', 502: WHY.paystack })
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  async verify(@Param() params: PaymentReferenceParams, @CurrentUser() user: AuthUser): Promise<PaymentStatusResponse> {
    return { status: await this.checkout.verify(params.reference, user.id) };
  }
}
