import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import mongoose, { type Model, type Types } from 'mongoose';
import { BankAccount } from './bank-accounts/schemas/bank-account.schema';
import { Payment } from './checkout/schemas/payment.schema';
import { LedgerService } from './ledger/ledger.service';
import { PaymentEvent } from './schemas/payment-event.schema';
import { Subscription } from './subscriptions/schemas/subscription.schema';
import { WithdrawalsService } from './withdrawals/withdrawals.service';

/** Who is being erased, as the money records may name them. */
export interface ErasedPayee {
  id: Types.ObjectId;
  email: string;
  fullName: string;
}

const FORMER_MENTOR = 'a former Trail mentor';
const ERASED = '(erased)';

/**
 * Account deletion here (decision 0050). Money records stay, as the law requires, with amounts, dates
 * and references; the account's id stays in them as a bare key nothing maps to a person any more.
 * What names the person goes: bank details, the name in others' payment descriptions and ledger
 * reasons, and the e-mail, names and account numbers in what Paystack sent us.
 */
@Injectable()
export class PaymentsErasure {
  constructor(
    @InjectModel(Payment.name) private readonly payments: Model<Payment>,
    @InjectModel(BankAccount.name) private readonly bankAccounts: Model<BankAccount>,
    @InjectModel(PaymentEvent.name) private readonly events: Model<PaymentEvent>,
    @InjectModel(Subscription.name) private readonly subscriptions: Model<Subscription>,
    private readonly ledger: LedgerService,
    private readonly withdrawals: WithdrawalsService,
  ) {}

  /** What is left to withdraw, and what is still pending (decision 0073): the deletion waits until both are nothing. */
  async moneyLeft(userId: Types.ObjectId): Promise<{ withdrawableKobo: number; pendingKobo: number }> {
    const { withdrawableKobo, pendingKobo } = await this.ledger.balancesOf(userId.toString());
    return { withdrawableKobo, pendingKobo };
  }

  /** Pay Monthly still charging the learner's card: the deletion waits until it is cancelled. */
  async renewingSubscription(userId: Types.ObjectId): Promise<boolean> {
    return (await this.subscriptions.exists({ user: userId, status: 'active' })) !== null;
  }

  async anonymise(payee: ErasedPayee): Promise<void> {
    await this.bankAccounts.deleteMany({ user: payee.id });
    // The periods paid stay with the payments; the card, the e-mail and the token that manages it go.
    await this.subscriptions.updateMany(
      { user: payee.id },
      { $set: { customerEmail: ERASED }, $unset: { emailToken: 1, authorizationCode: 1 } },
    );
    const asMentor = (await this.payments.find({ mentor: payee.id }, { reference: 1 }).lean()).map((one) => one.reference);
    await this.payments.updateMany({ mentor: payee.id }, [
      // A name is a $literal: "$x y" would otherwise be read as a field path (security review L9).
      { $set: { description: { $replaceAll: { input: '$description', find: { $literal: payee.fullName }, replacement: FORMER_MENTOR } } } },
    ], { updatePipeline: true });
    await this.ledger.redactReasons(asMentor, payee.fullName, FORMER_MENTOR);
    const asPayer = (await this.payments.find({ user: payee.id }, { reference: 1 }).lean()).map((one) => one.reference);
    const references = [...asPayer, ...asMentor, ...(await this.withdrawals.referencesOf(payee.id))];
    await this.redactEvents(references, payee.email);
  }

  /** Keeps what an audit traces (amount, currency, status, reference, dates) of Paystack's reports; drops who. */
  private async redactEvents(references: readonly string[], email: string): Promise<void> {
    await this.events.updateMany(
      { $or: [{ reference: mongoose.trusted({ $in: references }) }, { 'data.customer.email': email }], 'data.erased': mongoose.trusted({ $ne: true }) },
      [
        {
          $set: {
            // An expression, so `data` is replaced: a plain object here would be merged into the old one.
            data: {
              $mergeObjects: [
                {
                  erased: true,
                  reference: '$data.reference',
                  amount: '$data.amount',
                  currency: '$data.currency',
                  status: '$data.status',
                  paid_at: '$data.paid_at',
                  transfer_code: '$data.transfer_code',
                },
              ],
            },
          },
        },
      ],
      { updatePipeline: true },
    );
  }
}
