import { Injectable } from '@nestjs/common';
import type { ClientSession } from 'mongoose';

/** A referral credit the ledger has just recorded, in the transaction that confirmed the payment. */
export interface ReferralCredit {
  paymentReference: string;
  referrerId: string;
  refereeId: string;
  amountKobo: number;
}

/**
 * Who referred whom is the referrals module's knowledge; the money is the ledger's. Before a payment
 * is confirmed, checkout asks who earns a referral share; the credit then goes into the same
 * transaction as the payment's other entries, under `<payment reference>:referral`, so it happens once.
 */
export interface ReferralAttribution {
  /** The referrer who earns a share of this payer's payments, or null (none, unverified, the same person…). */
  referrerOf(payerId: string): Promise<string | null>;
  /** Inside the confirming transaction, once the credit is written: the referrals module's own records. */
  onCredited(credit: ReferralCredit, session: ClientSession): Promise<void>;
}

/** Where the referrals module plugs in, so payments imports no domain module (like PaymentPurposes). */
@Injectable()
export class PaymentReferrals {
  private attribution?: ReferralAttribution;

  use(attribution: ReferralAttribution): void {
    if (this.attribution) throw new Error('Referral attribution is registered twice');
    this.attribution = attribution;
  }

  get current(): ReferralAttribution | undefined {
    return this.attribution;
  }
}
