import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { cannotWithdrawMoreThan, formatNaira, MESSAGES, PAYOUT_MESSAGES, type WithdrawResponse, withdrawalAmountKobo } from '@trail/shared';
import { BankAccountsService } from '../bank-accounts/bank-accounts.service';
import { InsufficientBalanceError, LedgerService } from '../ledger/ledger.service';
import { PayoutAnnouncements } from '../payout-announcements';
import { toWithdrawalView } from './withdrawal-view.mapper';
import { WithdrawalsService } from './withdrawals.service';

export const NO_BANK_DETAILS = 'Please add your bank details first';

const LAGOS_TIME = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Lagos' });

export const withdrawalsPausedUntil = (until: Date): string => PAYOUT_MESSAGES.waitingUntil(`${LAGOS_TIME.format(until)} (Lagos time)`);

/** A mentor's withdrawal as the API takes it: the checks a person can act on, then the claim. */
@Injectable()
export class WithdrawRequestsService {
  constructor(
    private readonly bankAccounts: BankAccountsService,
    private readonly withdrawals: WithdrawalsService,
    private readonly ledger: LedgerService,
    private readonly announcements: PayoutAnnouncements,
  ) {}

  /** `amount` has passed WithdrawDto: naira with at most two decimals, from ₦100. */
  async withdraw(userId: string, amount: number | string): Promise<WithdrawResponse> {
    const amountKobo = withdrawalAmountKobo(String(amount));
    if (amountKobo === null) throw new BadRequestException(MESSAGES.invalidAmount);
    const payout = await this.bankAccounts.payoutAccountOf(userId);
    if (!payout) throw new ConflictException(NO_BANK_DETAILS);
    if (payout.withdrawalsPausedUntil && payout.withdrawalsPausedUntil > new Date()) {
      throw new ConflictException(withdrawalsPausedUntil(payout.withdrawalsPausedUntil));
    }
    // The ledger's guarded debit is what decides; this read only words the common refusal early.
    await this.refuseMoreThanBalance(userId, amountKobo);
    try {
      const withdrawal = await this.withdrawals.withdraw(userId, amountKobo, payout.recipientCode);
      this.announcements.withdrawalRequested({
        userId,
        reference: withdrawal.reference,
        amountKobo,
        to: { bankName: payout.bankName, accountNumberLast4: payout.accountNumberLast4 },
        at: withdrawal.createdAt,
      });
      return { message: MESSAGES.withdrawalSuccessful, withdrawal: toWithdrawalView(withdrawal) };
    } catch (error) {
      if (!(error instanceof InsufficientBalanceError)) throw error;
      const { withdrawableKobo } = await this.ledger.balancesOf(userId);
      throw new BadRequestException(cannotWithdrawMoreThan(formatNaira(withdrawableKobo)));
    }
  }

  private async refuseMoreThanBalance(userId: string, amountKobo: number): Promise<void> {
    const { withdrawableKobo } = await this.ledger.balancesOf(userId);
    if (amountKobo > withdrawableKobo) throw new BadRequestException(cannotWithdrawMoreThan(formatNaira(withdrawableKobo)));
  }
}
