import { BadGatewayException, Injectable, ServiceUnavailableException } from '@nestjs/common';
import type { Bank } from '@trail/shared';
import { PaystackNotConfiguredError } from '../integrations/paystack/paystack-errors';
import { PaystackClient } from '../integrations/paystack/paystack.client';
import { PAYMENTS_NOT_CONFIGURED, PAYSTACK_UNREACHABLE } from './payment-messages';

@Injectable()
export class PaymentsService {
  constructor(private readonly paystack: PaystackClient) {}

  /** The banks a mentor can be paid into, from the adapter's daily copy of Paystack's list. */
  async banks(): Promise<Bank[]> {
    try {
      return await this.paystack.listBanks();
    } catch (error) {
      if (error instanceof PaystackNotConfiguredError) throw new ServiceUnavailableException(PAYMENTS_NOT_CONFIGURED);
      // A refusal here means Trail's key or request is wrong, not the caller's: report Paystack as the problem.
      throw new BadGatewayException(PAYSTACK_UNREACHABLE);
    }
  }
}
