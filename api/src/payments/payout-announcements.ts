import { Injectable, Logger } from '@nestjs/common';
import { errorMessage } from '../platform/errors';

/** A bank account as a notice may show it: never the whole number. */
export interface ShownBankAccount {
  bankName: string;
  accountNumberLast4: string;
  accountName: string;
}

/** Bank details were saved: the first time (`before` null), again unchanged, or changed to another account. */
export interface BankDetailsSaved {
  userId: string;
  before: ShownBankAccount | null;
  after: ShownBankAccount;
  /** Until when withdrawals wait, when this save started or kept a pause. */
  withdrawalsPausedUntil?: Date;
  at: Date;
}

/** A withdrawal claimed and on its way to the mentor's bank account. */
export interface WithdrawalRequested {
  userId: string;
  reference: string;
  amountKobo: number;
  to: Pick<ShownBankAccount, 'bankName' | 'accountNumberLast4'>;
  at: Date;
}

export interface PayoutListener {
  onBankDetailsSaved(event: BankDetailsSaved): Promise<unknown>;
  onWithdrawalRequested(event: WithdrawalRequested): Promise<unknown>;
}

/**
 * Tells the account's owner, at once, of every bank-detail save and every withdrawal (review M5: "not you?").
 * Payments imports no domain module, so the module that mails (receipts) listens here. Announcing never
 * waits for the listeners nor fails the money action: a failure is logged as a warning.
 */
@Injectable()
export class PayoutAnnouncements {
  private readonly logger = new Logger('PayoutAnnouncements');
  private readonly listeners: PayoutListener[] = [];

  listen(listener: PayoutListener): void {
    this.listeners.push(listener);
  }

  bankDetailsSaved(event: BankDetailsSaved): void {
    this.tell((listener) => listener.onBankDetailsSaved(event), `Bank-details notice for user ${event.userId}`);
  }

  withdrawalRequested(event: WithdrawalRequested): void {
    this.tell((listener) => listener.onWithdrawalRequested(event), `Withdrawal notice for ${event.reference}`);
  }

  private tell(call: (listener: PayoutListener) => Promise<unknown>, what: string): void {
    for (const listener of this.listeners) {
      void Promise.resolve()
        .then(() => call(listener))
        .catch((error: unknown) => this.logger.warn(`${what} not sent: ${errorMessage(error)}`));
    }
  }
}
