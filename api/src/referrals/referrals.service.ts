import { Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { ReferralSummary } from '@trail/shared';
import { type ClientSession, type Model, Types } from 'mongoose';
import { BankAccountsService, type ReferralCredit as Credit, LedgerService, PaymentReferrals, type ReferralAttribution } from '../payments';
import { UsersService } from '../users';
import { samePerson } from './same-person';
import { ReferralCredit } from './schemas/referral-credit.schema';

/**
 * Referral credits: a share of every payment a referred person makes goes to their referrer, paid by
 * the ledger inside the payment's own transaction. Only for a verified referrer, never to oneself or
 * to a second account of the same person (decision 0034).
 */
@Injectable()
export class ReferralsService implements ReferralAttribution, OnModuleInit {
  constructor(
    @InjectModel(ReferralCredit.name) private readonly credits: Model<ReferralCredit>,
    private readonly users: UsersService,
    private readonly bankAccounts: BankAccountsService,
    private readonly ledger: LedgerService,
    private readonly referrals: PaymentReferrals,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.credits.init();
    this.referrals.use(this);
  }

  async referrerOf(payerId: string): Promise<string | null> {
    const payer = await this.users.findById(payerId);
    if (!payer?.referredBy) return null;
    const referrer = await this.users.findById(payer.referredBy.toString());
    if (!referrer?.emailVerified || samePerson(payer, referrer)) return null;
    const referrerId = referrer._id.toString();
    if (await this.bankAccounts.shareAnAccount([payerId, referrerId])) return null;
    return referrerId;
  }

  async onCredited(credit: Credit, session: ClientSession): Promise<void> {
    await this.credits.create(
      [{ referrer: new Types.ObjectId(credit.referrerId), referee: new Types.ObjectId(credit.refereeId), paymentReference: credit.paymentReference, amountKobo: credit.amountKobo }],
      { session },
    );
  }

  async summary(userId: string): Promise<ReferralSummary> {
    const user = await this.users.findById(userId);
    if (!user) throw new NotFoundException('This account no longer exists');
    const [referees, balances] = await Promise.all([
      this.credits.distinct('referee', { referrer: user._id }),
      this.ledger.balancesOf(userId),
    ]);
    return {
      ...(user.code ? { code: user.code } : {}),
      signUps: user.referred ?? 0,
      combinedReferrals: referees.length,
      earningsKobo: balances.referralEarningsKobo,
    };
  }
}
