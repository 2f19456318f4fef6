import type { WithdrawalView, WithdrawalStatus as ShownStatus } from '@trail/shared';
import type { Types } from 'mongoose';
import type { Withdrawal } from './schemas/withdrawal.schema';

/** The claim's states in the mentor's words: money on its way, arrived, or back in the balance. */
function shownStatus(withdrawal: Pick<Withdrawal, 'status' | 'outcome'>): ShownStatus {
  switch (withdrawal.status) {
    case 'claimed':
      return 'pending';
    case 'sent':
      return 'processing';
    case 'settled':
      return 'settled';
    case 'reversed':
      return withdrawal.outcome === 'reversed' ? 'reversed' : 'failed';
  }
}

export function toWithdrawalView(withdrawal: Withdrawal & { _id: Types.ObjectId }): WithdrawalView {
  return {
    _id: withdrawal._id.toString(),
    amountKobo: withdrawal.amountKobo,
    status: shownStatus(withdrawal),
    createdAt: new Date(withdrawal.createdAt).toISOString(),
  };
}
