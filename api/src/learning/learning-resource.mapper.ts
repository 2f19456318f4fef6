import type { DatedState, LearningResource as LearningResourceDto } from '@trail/shared';
import type { LearningResourceDocument } from './schemas/learning-resource.schema';

function toDatedState(value: { state?: boolean; date?: Date } | undefined): DatedState {
  return { state: value?.state ?? false, ...(value?.date ? { date: value.date.toISOString() } : {}) };
}

/** The API shape: no internal keys (normalisedUrl, saveId), dates as ISO strings. */
export function toLearningResource(doc: LearningResourceDocument): LearningResourceDto {
  return {
    _id: String(doc._id),
    title: doc.title,
    link: doc.link,
    offeredBy: doc.offeredBy,
    type: doc.type,
    microSkill: [...doc.microSkill],
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
