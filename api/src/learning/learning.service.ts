import { BadRequestException, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  type LearningResource as LearningResourceDto,
  type SaveLearningResponse,
  normaliseResourceUrl,
  type ResourceType,
  resourceSource,
} from '@trail/shared';
import mongoose, { type Model, Types, type UpdateQuery, trusted } from 'mongoose';
import { isDuplicateKey } from '../platform/database';
import type { CreateLearningDto } from './dto/create-learning.dto';
import type { UpdateLearningDto } from './dto/update-learning.dto';
import { RESOURCE_FIELDS, type StoredLearningResource, toLearningResource } from './learning-resource.mapper';
import { type NewResourceRecord, newResourceRecord } from './new-resource-record';
import { LearningResource } from './schemas/learning-resource.schema';

function linkKeys(link: string): { normalisedUrl: string; offeredBy: string } {
  const normalisedUrl = normaliseResourceUrl(link);
  const offeredBy = resourceSource(link);
  if (!normalisedUrl || !offeredBy) throw new BadRequestException('link must be a web link starting with http:// or https://');
  return { normalisedUrl, offeredBy };
}

/** A resource the demo seeder adds, with the day it should look saved on. */
export interface DatedResource {
  title: string;
  link: string;
  type: ResourceType;
  microSkill: string[];
  wishList?: boolean;
  reminder?: boolean;
  done?: boolean;
  at: Date;
}

/** The weekly digest's share: the newest resources with a reminder on, not done, and how many there are. */
export interface DigestResources {
  items: { title: string; link: string }[];
  total: number;
}

@Injectable()
export class LearningService implements OnModuleInit {
  constructor(@InjectModel(LearningResource.name) private readonly resources: Model<LearningResource>) {}

  /** The unique indexes must exist before the first save: they are what stops duplicates. */
  async onModuleInit(): Promise<void> {
    await this.resources.init();
  }

  async save(userId: string, body: CreateLearningDto): Promise<SaveLearningResponse> {
    const record = newResourceRecord(
      userId,
      {
        ...linkKeys(body.link),
        title: body.title,
        link: body.link,
        type: body.type ?? body.learningType,
        microSkill: body.microSkill ?? [],
        image: body.image,
        wishList: body.wishList?.state === true,
        reminder: body.reminder?.state === true,
        saveId: body.saveId,
      },
      new Date(),
    );
    try {
      await this.resources.collection.insertOne(record);
      return { resource: toLearningResource(record), alreadySaved: false };
    } catch (error) {
      // The page (or this retried request) is already saved: the unique index said so, answer with that record.
      if (!isDuplicateKey(error)) throw error;
      const saved = await this.findSaved(userId, record.normalisedUrl, body.saveId);
      if (!saved) throw error;
      return { resource: toLearningResource(saved), alreadySaved: true };
    }
  }

  async update(userId: string, id: string, body: UpdateLearningDto): Promise<LearningResourceDto> {
    const changes = this.changesFor(body);
    if (Object.keys(changes.$set ?? {}).length === 0) throw new BadRequestException('Nothing to update');
    const doc = await this.resources
      .findOneAndUpdate({ _id: id, user: userId }, changes, {
        returnDocument: 'after',
        runValidators: true,
        projection: RESOURCE_FIELDS,
      })
      .lean()
      .exec();
    return toLearningResource(this.owned(doc));
  }

  async remove(userId: string, id: string): Promise<void> {
    const { deletedCount } = await this.resources.deleteOne({ _id: id, user: userId }).exec();
    if (deletedCount === 0) this.owned(null);
  }

  /** Every resource the learner saved, oldest first, for the export (one cursor, no page limit). */
  async allFor(userId: string): Promise<LearningResourceDto[]> {
    const docs = await this.resources.find({ user: userId }, RESOURCE_FIELDS).sort({ createdAt: 1, _id: 1 }).lean<StoredLearningResource[]>().exec();
    return docs.map(toLearningResource);
  }

  async lookup(userId: string, url: string): Promise<LearningResourceDto | null> {
    const normalisedUrl = normaliseResourceUrl(url);
    if (!normalisedUrl) return null;
    const doc = await this.resources.findOne({ user: userId, normalisedUrl }, RESOURCE_FIELDS).lean().exec();
    return doc ? toLearningResource(doc) : null;
  }

  /** One round trip: the newest `limit` items and the count, in one aggregation. */
  async digestItemsFor(userId: Types.ObjectId | string, limit: number): Promise<DigestResources> {
    const [result] = await this.resources
      .aggregate<{ items: { title: unknown; link: unknown }[]; total: { n: number }[] }>([
        { $match: { user: new Types.ObjectId(userId), 'reminder.state': true, done: { $ne: true } } },
        { $sort: { createdAt: -1 } },
        { $facet: { items: [{ $limit: limit }, { $project: { _id: 0, title: 1, link: 1 } }], total: [{ $count: 'n' }] } },
      ])
      .exec();
    return {
      items: (result?.items ?? []).map((r) => ({ title: String(r.title), link: String(r.link) })),
      total: result?.total[0]?.n ?? 0,
    };
  }

  /**
   * For the demo seeder: adds the items once, only when the learner has none. Each is cast by the model
   * but written directly, so its date survives the automatic timestamps (the Performance chart needs them).
   */
  async seedDemo(userId: string, items: readonly DatedResource[]): Promise<boolean> {
    if (await this.resources.exists({ user: userId })) return false;
    await this.resources.collection.insertMany(items.map((item) => this.datedDocument(userId, item)));
    return true;
  }

  /**
   * Saves resources read from another app's export, each dated as it was saved there. A page the
   * learner already has is left as it is: the unique index on (user, page) decides, not a read.
   */
  async importMany(userId: string, items: readonly DatedResource[]): Promise<{ added: number; alreadySaved: number }> {
    if (items.length === 0) return { added: 0, alreadySaved: 0 };
    try {
      const result = await this.resources.collection.insertMany(items.map((item) => this.datedDocument(userId, item)), { ordered: false });
      return { added: result.insertedCount, alreadySaved: 0 };
    } catch (error) {
      if (!(error instanceof mongoose.mongo.MongoBulkWriteError)) throw error;
      const errors = Array.isArray(error.writeErrors) ? error.writeErrors : [error.writeErrors];
      if (!errors.every(isDuplicateKey)) throw error;
      return { added: error.insertedCount, alreadySaved: errors.length };
    }
  }

  /** A complete stored record (defaults and keys applied) that looks saved at `at`. */
  private datedDocument(userId: string, { at, ...item }: DatedResource): NewResourceRecord {
    return newResourceRecord(
      userId,
      {
        ...linkKeys(item.link),
        title: item.title,
        link: item.link,
        type: item.type,
        microSkill: item.microSkill,
        wishList: item.wishList === true,
        reminder: item.reminder === true,
        done: item.done === true,
      },
      at,
    );
  }

  /** The record a duplicate save clashed with: a retried request's first record wins over the same page. */
  private async findSaved(userId: string, normalisedUrl: string, saveId?: string): Promise<StoredLearningResource | null> {
    const keys = saveId ? [{ saveId }, { normalisedUrl }] : [{ normalisedUrl }];
    const found = await this.resources.find({ user: userId, $or: trusted(keys) }).lean().exec();
    return found.find((doc) => saveId && doc.saveId === saveId) ?? found[0] ?? null;
  }

  /** Someone else's resource answers like a missing one, so ids reveal nothing. */
  private owned<T>(doc: T | null): T {
    if (!doc) throw new NotFoundException('Resource not found');
    return doc;
  }

  private changesFor(body: UpdateLearningDto): UpdateQuery<LearningResource> {
    const now = new Date();
    const $set: Record<string, unknown> = {};
    const $unset: Record<string, 1> = {};
    if (body.title !== undefined) $set.title = body.title;
    if (body.type !== undefined) $set.type = body.type;
    if (body.microSkill !== undefined) $set.microSkill = body.microSkill;
    if (body.wishList) $set.wishList = { state: body.wishList.state, date: now };
    if (body.reminder) $set.reminder = { state: body.reminder.state, date: now };
    if (body.done === true) Object.assign($set, { done: true, doneAt: now });
    if (body.done === false) {
      $set.done = false;
      $unset.doneAt = 1;
    }
    return Object.keys($unset).length ? { $set, $unset } : { $set };
  }
}
