import { Injectable, type OnModuleInit } from '@nestjs/common';
import { mailboxOf } from '@trail/shared';
import { PaymentReferrers } from '../payments/checkout/payment-referrers';
import { UsersService } from '../users/users.service';

type Person = { _id: unknown; email: string; phone?: string; emailVerified?: boolean };

/** Two accounts one person holds: the same mailbox (Gmail dots and +tags ignored) or the same phone. */
export function samePerson(a: Person, b: Person): boolean {
  if (String(a._id) === String(b._id)) return true;
  if (mailboxOf(a.email) === mailboxOf(b.email)) return true;
  return Boolean(a.phone && b.phone && a.phone === b.phone);
}

/**
 * Decides who earns the referral share of a payment: the account whose code the payer signed up
 * with, when that account's e-mail is verified and it is not the payer under another name.
 */
@Injectable()
export class ReferralAttribution implements OnModuleInit {
  constructor(
    private readonly users: UsersService,
    private readonly referrers: PaymentReferrers,
  ) {}

  onModuleInit(): void {
    this.referrers.register((payerId) => this.referrerOf(payerId));
  }

  async referrerOf(payerId: string): Promise<string | null> {
    const payer = await this.users.findById(payerId);
    if (!payer?.referredBy) return null;
    const referrer = await this.users.findById(String(payer.referredBy));
    if (!referrer?.emailVerified || samePerson(payer, referrer)) return null;
    return String(referrer._id);
  }
}
