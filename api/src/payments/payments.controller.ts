import { Controller, Get, Header, Headers, HttpCode, Post, type RawBodyRequest, Req } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiTags } from '@nestjs/swagger';
import type { Bank } from '@trail/shared';
import type { Request } from 'express';
import { PaymentsService } from './payments.service';
import { PaystackWebhookService } from './paystack-webhook.service';

@ApiTags('payments')
@Controller('payments')
export class PaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly webhook: PaystackWebhookService,
  ) {}

  /** Public: the bank list of the bank-details form (spec §7). */
  @Get('getbanks')
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
}
