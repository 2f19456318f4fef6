import { Injectable } from '@nestjs/common';

/** Who earns the referral share of a payer's payment, or null; decided by the referrals module. */
export type ReferrerResolver = (payerId: string) => Promise<string | null>;

/**
 * The seam through which the referrals module tells checkout who referred a payer, so payments
 * imports no domain module (like PaymentPurposes). Without a resolver nobody earns a referral share.
 */
@Injectable()
export class PaymentReferrers {
  private resolver: ReferrerResolver | null = null;

  register(resolver: ReferrerResolver): void {
    this.resolver = resolver;
  }

  referrerOf(payerId: string): Promise<string | null> {
    return this.resolver ? this.resolver(payerId) : Promise.resolve(null);
  }
}
