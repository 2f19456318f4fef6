import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { isDuplicateKey } from '../common/database/duplicate-key';
import { errorMessage } from '../common/errors/error-message';
import { redactContacts } from '../common/logging/redact-contacts';
import { ReminderDelivery, type ReminderChannel } from './schemas/reminder-delivery.schema';

export type DeliveryOutcome = 'sent' | 'already-sent' | 'failed';

/** One message to one person on one channel, for one occasion: an ISO week's digest, or `meeting:<id>:<kind>`. */
export interface DeliveryKey {
  user: Types.ObjectId;
  occasion: string;
  channel: ReminderChannel;
  /** Names the message in the log, by ids only: "Weekly email digest to learner <id>". */
  label: string;
}

/** An outside service's error, with any e-mail or phone in it masked: logs name people by id. */
export const deliveryError = (error: unknown): string => redactContacts(errorMessage(error));

/**
 * The `reminderdeliveries` ledger: claim, then send, then record. The unique (user, week, channel)
 * index is the exactly-once guard; `week` holds the occasion (decision 0042), so the index and the
 * digest's stored rows stay as they are.
 */
@Injectable()
export class DeliveryLedger {
  private readonly logger = new Logger('Deliveries');

  constructor(@InjectModel(ReminderDelivery.name) private readonly deliveries: Model<ReminderDelivery>) {}

  /** At most once: a failed send is recorded, not retried, so nobody ever gets the same message twice. */
  async deliverOnce(key: DeliveryKey, send: () => Promise<void>): Promise<DeliveryOutcome> {
    const filter = { user: key.user, week: key.occasion, channel: key.channel };
    try {
      await this.deliveries.create(filter);
    } catch (error) {
      if (isDuplicateKey(error)) return 'already-sent';
      throw error;
    }
    try {
      await send();
      await this.deliveries.updateOne(filter, { $set: { status: 'sent' } });
      return 'sent';
    } catch (error) {
      const message = deliveryError(error);
      this.logger.warn(`${key.label} failed: ${message}`);
      await this.deliveries.updateOne(filter, { $set: { status: 'failed', error: message } });
      return 'failed';
    }
  }
}
