import type { ResourceType } from '@trail/shared';
import { Types } from 'mongoose';
import type { LearningResource } from './schemas/learning-resource.schema';

/** What a new resource stores: every field checked by its DTO or derived from the link by the service. */
export interface NewResourceFields {
  title: string;
  link: string;
  normalisedUrl: string;
  offeredBy: string;
  type: ResourceType;
  microSkill: string[];
  image?: string;
  wishList: boolean;
  reminder: boolean;
  /** Only an import or the demo adds a resource already done. */
  done?: boolean;
  saveId?: string;
}

export type NewResourceRecord = LearningResource & { _id: Types.ObjectId; __v: number };

/**
 * A new resource's record as the model would store it (defaults, timestamps, version key), for the save,
 * the import and the demo alike. Made without a mongoose document: building and validating one was a
 * third of the save's own CPU, on input the DTO has already checked (docs/performance/runs/2026-11-27-api-replica-set-and-db-alone.md).
 * `new-resource-record.spec.ts` holds it to the model's own record, so a field the schema gains fails
 * there until it is added here.
 */
export function newResourceRecord(userId: string, fields: NewResourceFields, now: Date): NewResourceRecord {
  const { image, saveId } = fields;
  return {
    _id: new Types.ObjectId(),
    user: new Types.ObjectId(userId),
    title: fields.title,
    link: fields.link,
    normalisedUrl: fields.normalisedUrl,
    offeredBy: fields.offeredBy,
    type: fields.type,
    microSkill: fields.microSkill,
    ...(image ? { image } : {}),
    wishList: fields.wishList ? { state: true, date: now } : { state: false },
    reminder: fields.reminder ? { state: true, date: now } : { state: false },
    done: fields.done === true,
    ...(fields.done ? { doneAt: now } : {}),
    ...(saveId ? { saveId } : {}),
    createdAt: now,
    updatedAt: now,
    __v: 0,
  };
}
