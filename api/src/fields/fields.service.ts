import { Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Field as PublicField } from '@trail/shared';
import { isValidObjectId, Model, type Types } from 'mongoose';
import { isDuplicateKey } from '../platform/database';
import { FIELD_SEEDS } from './field-seed';
import { Field } from './schemas/field.schema';

export const FIELD_NOT_FOUND = 'This mentorship track does not exist';

type FieldRecord = Field & { _id: Types.ObjectId };

/**
 * Owns the `fields` collection: the five tracks, seeded at start (by slug, so every instance and
 * every restart agrees) and then kept in memory, since nothing changes them while the API runs.
 */
@Injectable()
export class FieldsService implements OnModuleInit {
  private fields: PublicField[] = [];

  constructor(@InjectModel(Field.name) private readonly model: Model<Field>) {}

  async onModuleInit(): Promise<void> {
    await this.seed();
    const stored = await this.model.find().sort({ order: 1 }).lean<FieldRecord[]>().exec();
    this.fields = stored.map((field) => ({
      _id: field._id.toString(),
      name: field.name,
      slug: field.slug,
      description: field.description,
    }));
  }

  private async seed(): Promise<void> {
    // The unique index must exist before the first upserts for it to settle a race between instances.
    await this.model.init();
    const upserts = FIELD_SEEDS.map((seed, order) => ({
      updateOne: { filter: { slug: seed.slug }, update: { $set: { ...seed, order } }, upsert: true },
    }));
    // Two instances starting together may both insert a slug: the unique index keeps one.
    await this.model.bulkWrite(upserts, { ordered: false }).catch((error: unknown) => {
      if (!isDuplicateKey(error)) throw error;
    });
  }

  all(): PublicField[] {
    return this.fields;
  }

  bySlug(slug: string): PublicField {
    const field = this.fields.find((one) => one.slug === slug);
    if (!field) throw new NotFoundException(FIELD_NOT_FOUND);
    return field;
  }

  byId(id: string): PublicField | undefined {
    return isValidObjectId(id) ? this.fields.find((one) => one._id === id) : undefined;
  }

  /** The known tracks among `ids`, in listing order. */
  byIds(ids: readonly string[]): PublicField[] {
    const wanted = new Set(ids);
    return this.fields.filter((field) => wanted.has(field._id));
  }
}
