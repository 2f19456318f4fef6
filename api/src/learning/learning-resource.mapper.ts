import type { DatedState, LearningResource as LearningResourceDto } from '@trail/shared';
import type { LearningResourceDocument } from './schemas/learning-resource.schema';

/** Records written before null was refused may hold null or junk; the API still answers its own shape. */
function isoOrUndefined(value: unknown): string | undefined {
  return value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString() : undefined;
}

function toDatedState(value: { state?: unknown; date?: unknown } | null | undefined): DatedState {
  const date = isoOrUndefined(value?.date);
  return { state: value?.state === true, ...(date ? { date } : {}) };
}

function toMicroSkills(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((skill): skill is string => typeof skill === 'string') : [];
}

/** The API shape: no internal keys (normalisedUrl, saveId), dates as ISO strings. */
export function toLearningResource(doc: LearningResourceDocument): LearningResourceDto {
  const doneAt = isoOrUndefined(doc.doneAt);
  const createdAt = isoOrUndefined(doc.createdAt) ?? new Date(0).toISOString();
  return {
    _id: String(doc._id),
    title: doc.title,
    link: doc.link,
    offeredBy: doc.offeredBy,
    type: doc.type,
    microSkill: toMicroSkills(doc.microSkill),
    ...(typeof doc.image === 'string' && doc.image ? { image: doc.image } : {}),
    wishList: toDatedState(doc.wishList),
    reminder: toDatedState(doc.reminder),
    done: doc.done === true,
    ...(doneAt ? { doneAt } : {}),
    user: String(doc.user),
    createdAt,
    updatedAt: isoOrUndefined(doc.updatedAt) ?? createdAt,
  };
}
