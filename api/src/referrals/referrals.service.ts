import { Injectable } from '@nestjs/common';
import type { ReferralSummary } from '@trail/shared';
import { CheckoutService } from '../payments/checkout/checkout.service';
import { LedgerService } from '../payments/ledger/ledger.service';
import { UsersService } from '../users/users.service';

/** A referrer's view: their code, who signed up with it, who of those paid, and what it earned. */
@Injectable()
export class ReferralsService {
  constructor(
    private readonly users: UsersService,
    private readonly checkout: CheckoutService,
    private readonly ledger: LedgerService,
  ) {}

  async summaryOf(userId: string): Promise<ReferralSummary> {
    const [user, referees, balances] = await Promise.all([this.users.findById(userId), this.users.refereesOf(userId), this.ledger.balancesOf(userId)]);
    return {
      ...(user?.code ? { code: user.code } : {}),
      signUps: user?.referred ?? 0,
      combinedReferrals: await this.checkout.countPayersAmong(referees),
      earningsKobo: balances.referralEarningsKobo,
    };
  }
}
