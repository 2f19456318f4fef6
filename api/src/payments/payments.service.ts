import { Injectable } from '@nestjs/common';
import type { Bank } from '@trail/shared';
import { PaystackClient } from '../integrations/paystack';
import { paystackFailure } from './payment-messages';

@Injectable()
export class PaymentsService {
  constructor(private readonly paystack: PaystackClient) {}

  /** The banks a mentor can be paid into, from the adapter's daily copy of Paystack's list. */
  async banks(): Promise<Bank[]> {
    try {
      return await this.paystack.listBanks();
    } catch (error) {
      throw paystackFailure(error);
    }
  }
}
