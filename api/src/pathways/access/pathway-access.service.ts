import { HttpException, HttpStatus, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { PATHWAY_MESSAGES, type PathwayPaymentMode, type PathwayPlanId } from '@trail/shared';
import mongoose, { type ClientSession, type Model, type PipelineStage, Types } from 'mongoose';
import { periodEnd } from './pathway-period';
import { PathwayAccessRecord } from './schemas/pathway-access.schema';

export interface PathwayGrant {
  userId: string;
  pathwayId: string;
  plan: PathwayPlanId;
  mode: PathwayPaymentMode;
  paymentReference?: string;
  at: Date;
  /** Pay Monthly: the subscription, and whether this first charge already pays it off (a one-month pathway). */
  subscription?: { id: string; paidOff: boolean };
}

/** 'already' when the learner holds a current plan; a lapsed Pay Monthly plan replaced names its subscription. */
export interface GrantOutcome {
  outcome: 'granted' | 'already';
  replacedSubscriptionId?: string;
}

/** What a read joined from `pathwayaccesses` holds (see lookupFor). */
export interface AccessRow {
  plan: PathwayPlanId;
  mode: PathwayPaymentMode;
  grantedAt: Date;
  paymentReference?: string;
  paidUntil?: Date;
  subscriptionId?: string;
}

const ACCESS_FIELDS = { _id: 0, plan: 1, mode: 1, grantedAt: 1, paymentReference: 1, paidUntil: 1, subscriptionId: 1 } as const;

/** A record opens its pathway when it has no paidUntil (paid in full, paid off) or paidUntil is still ahead. */
const currentAt = (now: Date) => ({ $or: [{ paidUntil: mongoose.trusted({ $exists: false }) }, { paidUntil: mongoose.trusted({ $gt: now }) }] });

/** 402: signed in, but no plan on this pathway yet. */
export const needsPlan = () => new HttpException(PATHWAY_MESSAGES.needsPlan, HttpStatus.PAYMENT_REQUIRED);

/** Owns `pathwayaccesses`: who has a plan on which pathway, written once per (learner, pathway). */
@Injectable()
export class PathwayAccessService implements OnModuleInit {
  constructor(@InjectModel(PathwayAccessRecord.name) private readonly access: Model<PathwayAccessRecord>) {}

  /** The unique (user, pathway) index is the guard against opening a pathway twice: it must exist first. */
  async onModuleInit(): Promise<void> {
    await this.access.init();
  }

  /**
   * Inside the paying transaction: opens the pathway unless the learner already has a current plan on it.
   * An upsert, not an insert: a duplicate-key error would abort the caller's transaction, while two
   * concurrent grants conflict on the key and the transaction's retry sees the first.
   */
  async grantIn(session: ClientSession | undefined, grant: PathwayGrant): Promise<GrantOutcome> {
    const { userId, pathwayId, plan, mode, paymentReference, at, subscription } = grant;
    const key = { user: new Types.ObjectId(userId), pathway: new Types.ObjectId(pathwayId) };
    const fields = {
      plan, mode, grantedAt: at, ...(paymentReference ? { paymentReference } : {}),
      ...(subscription ? { subscriptionId: subscription.id } : {}),
      ...(subscription && !subscription.paidOff ? { paidUntil: periodEnd(undefined, at) } : {}),
    };
    // A Pay Monthly record whose period has ended gives way to the new plan.
    const unset = ['paymentReference', 'subscriptionId', 'paidUntil'].filter((field) => !(field in fields));
    const lapsed = await this.access.findOneAndUpdate(
      { ...key, paidUntil: mongoose.trusted({ $lte: at }) },
      { $set: fields, ...(unset.length ? { $unset: Object.fromEntries(unset.map((field) => [field, 1])) } : {}) },
      { session, projection: { subscriptionId: 1 } },
    );
    if (lapsed) return { outcome: 'granted', replacedSubscriptionId: lapsed.subscriptionId };
    const result = await this.access.updateOne(key, { $setOnInsert: fields }, { session, upsert: true });
    return { outcome: result.upsertedCount === 1 ? 'granted' : 'already' };
  }

  /**
   * Inside the transaction confirming a renewal: the subscription's access runs one more month, or for
   * good once paid off. 'none' when the subscription no longer holds current access (it lapsed and was
   * replaced, or is paid off already): the charge then buys nothing.
   */
  async renewIn(session: ClientSession, renewal: { userId: string; pathwayId: string; subscriptionId: string; at: Date; paidOff: boolean }): Promise<'renewed' | 'none'> {
    const filter = {
      user: new Types.ObjectId(renewal.userId), pathway: new Types.ObjectId(renewal.pathwayId),
      subscriptionId: renewal.subscriptionId, paidUntil: mongoose.trusted({ $exists: true }),
    };
    const found = await this.access.findOne(filter, { paidUntil: 1 }, { session }).lean();
    if (!found?.paidUntil) return 'none';
    // Conditional on the paidUntil read: a concurrent renewal's write conflicts, and the transaction is retried.
    const update = renewal.paidOff ? { $unset: { paidUntil: 1 } } : { $set: { paidUntil: periodEnd(found.paidUntil, renewal.at) } };
    const renewed = await this.access.updateOne({ ...filter, paidUntil: found.paidUntil }, update, { session });
    return renewed.modifiedCount === 1 ? 'renewed' : 'none';
  }

  /** The learner's current plan on the pathway (a lapsed Pay Monthly one is none). */
  async of(userId: string, pathwayId: string): Promise<AccessRow | null> {
    return this.access
      .findOne({ user: new Types.ObjectId(userId), pathway: new Types.ObjectId(pathwayId), ...currentAt(new Date()) }, ACCESS_FIELDS)
      .lean<AccessRow>()
      .exec();
  }

  /**
   * A $lookup that joins the caller's plan (0 or 1 row, as `access`) onto a read whose `localField`
   * holds the pathway's id, so a gated read stays one round trip. Only a current plan joins: a Pay
   * Monthly one whose paidUntil has passed closes the pathway by itself, no job needed.
   */
  lookupFor(userId: string, localField: string): PipelineStage.Lookup {
    return {
      $lookup: {
        from: this.access.collection.collectionName,
        let: { pathway: `$${localField}` },
        pipeline: [
          {
            $match: {
              $expr: {
                $and: [
                  { $eq: ['$user', new Types.ObjectId(userId)] },
                  { $eq: ['$pathway', '$$pathway'] },
                  { $or: [{ $eq: [{ $type: '$paidUntil' }, 'missing'] }, { $gt: ['$paidUntil', '$$NOW'] }] },
                ],
              },
            },
          },
          { $limit: 1 },
          { $project: ACCESS_FIELDS },
        ],
        as: 'access',
      },
    };
  }
}
