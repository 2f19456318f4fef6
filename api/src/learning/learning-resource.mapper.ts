import type { DatedState, LearningResource as LearningResourceDto } from '@trail/shared';
import type { Types } from 'mongoose';
import type { LearningResource } from './schemas/learning-resource.schema';

/** A stored resource, hydrated or lean, without the internal keys the API never shows. */
export type StoredLearningResource = Omit<LearningResource, 'normalisedUrl' | 'saveId'> & { _id: Types.ObjectId };

/** What reads fetch: every field the answer shows, nothing more (see toLearningResource). */
export const RESOURCE_FIELDS = { normalisedUrl: 0, saveId: 0, __v: 0 } as const;

function toDatedState(value: { state?: boolean; date?: Date } | undefined): DatedState {
  return { state: value?.state ?? false, ...(value?.date ? { date: value.date.toISOString() } : {}) };
}

/** The API shape: no internal keys (normalisedUrl, saveId), dates as ISO strings. */
export function toLearningResource(doc: StoredLearningResource): LearningResourceDto {
  return {
    _id: String(doc._id),
    title: doc.title,
    link: doc.link,
    offeredBy: doc.offeredBy,
    type: doc.type,
    microSkill: Array.from(doc.microSkill),
    ...(doc.image ? { image: doc.image } : {}),
    wishList: toDatedState(doc.wishList),
    reminder: toDatedState(doc.reminder),
    done: doc.done,
    ...(doc.doneAt ? { doneAt: doc.doneAt.toISOString() } : {}),
    user: String(doc.user),
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}
