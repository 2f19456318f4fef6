import { HttpException, HttpStatus, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { PATHWAY_MESSAGES, type PathwayPaymentMode, type PathwayPlanId } from '@trail/shared';
import { type ClientSession, type Model, type PipelineStage, Types } from 'mongoose';
import { PathwayAccessRecord } from './schemas/pathway-access.schema';

export interface PathwayGrant {
  userId: string;
  pathwayId: string;
  plan: PathwayPlanId;
  mode: PathwayPaymentMode;
  paymentReference?: string;
  at: Date;
}

/** What a read joined from `pathwayaccesses` holds (see lookupFor). */
export interface AccessRow {
  plan: PathwayPlanId;
  mode: PathwayPaymentMode;
  grantedAt: Date;
  paymentReference?: string;
}

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
   * Inside the paying transaction: opens the pathway unless the learner already has a plan on it.
   * An upsert, not an insert: a duplicate-key error would abort the caller's transaction, while two
   * concurrent grants conflict on the key and the transaction's retry sees the first.
   */
  async grantIn(session: ClientSession | undefined, grant: PathwayGrant): Promise<'granted' | 'already'> {
    const { userId, pathwayId, plan, mode, paymentReference, at } = grant;
    const result = await this.access.updateOne(
      { user: new Types.ObjectId(userId), pathway: new Types.ObjectId(pathwayId) },
      { $setOnInsert: { plan, mode, grantedAt: at, ...(paymentReference ? { paymentReference } : {}) } },
      { session, upsert: true },
    );
    return result.upsertedCount === 1 ? 'granted' : 'already';
  }

  async of(userId: string, pathwayId: string): Promise<AccessRow | null> {
    return this.access
      .findOne({ user: new Types.ObjectId(userId), pathway: new Types.ObjectId(pathwayId) }, { _id: 0, plan: 1, mode: 1, grantedAt: 1, paymentReference: 1 })
      .lean<AccessRow>()
      .exec();
  }

  /**
   * A $lookup that joins the caller's plan (0 or 1 row, as `access`) onto a read whose `localField`
   * holds the pathway's id, so a gated read stays one round trip.
   */
  lookupFor(userId: string, localField: string): PipelineStage.Lookup {
    return {
      $lookup: {
        from: this.access.collection.collectionName,
        let: { pathway: `$${localField}` },
        pipeline: [
          { $match: { $expr: { $and: [{ $eq: ['$user', new Types.ObjectId(userId)] }, { $eq: ['$pathway', '$$pathway'] }] } } },
          { $limit: 1 },
          { $project: { _id: 0, plan: 1, mode: 1, grantedAt: 1, paymentReference: 1 } },
        ],
        as: 'access',
      },
    };
  }
}
