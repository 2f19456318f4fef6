import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { PaymentWebhookEvent } from '@trail/shared';
import type { Model } from 'mongoose';
import { isDuplicateKey } from '../platform/database';
import { PaymentEvent } from './schemas/payment-event.schema';


/** The only reader and writer of `paymentevents`. */
@Injectable()
export class PaymentEventsService implements OnModuleInit {
  constructor(@InjectModel(PaymentEvent.name) private readonly events: Model<PaymentEvent>) {}

  async onModuleInit(): Promise<void> {
    await this.events.init();
  }

  /** Stores the event unless it is already stored; true when this call stored it. */
  async record(event: PaymentWebhookEvent, reference: string, data: Record<string, unknown>): Promise<boolean> {
    try {
      await this.events.create({ event, reference, data });
      return true;
    } catch (error) {
      // The unique index settles replays and concurrent deliveries: the first insert wins.
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }
}
