import type { AssessmentSectionStatus, AssessmentStatusResponse } from '@trail/shared';
import { type PipelineStage, Types } from 'mongoose';

/** What the stages below join to the pathway: the sections with questions, and the caller's attempts per section. */
export interface JoinedAssessments {
  assessedSections: { _id: number }[];
  attemptsBySection: { _id: number; attempts: number; passed: boolean }[];
}

/** `$lookup` stages on this module's own collections, for PathwaysService.ofFieldJoined (one read, decision 0028). */
export function assessmentLookups(questions: string, attempts: string, userId: string): PipelineStage.Lookup[] {
  return [
    { $lookup: { from: questions, localField: '_id', foreignField: 'pathway', pipeline: [{ $group: { _id: '$section' } }], as: 'assessedSections' } },
    {
      $lookup: {
        from: attempts,
        let: { pathway: '$_id' },
        pipeline: [
          { $match: { $expr: { $and: [{ $eq: ['$user', new Types.ObjectId(userId)] }, { $eq: ['$pathway', '$$pathway'] }] } } },
          // true sorts above false: one passed attempt makes the section passed.
          { $group: { _id: '$section', attempts: { $sum: 1 }, passed: { $max: '$passed' } } },
        ],
        as: 'attemptsBySection',
      },
    },
  ];
}

/**
 * Every section with an assessment, in order, with the caller's attempts; `next` is the one to take:
 * the first not passed, or once all are passed the last (a re-take).
 */
export function assessmentStatus(joined: JoinedAssessments, maxAttempts: number): AssessmentStatusResponse {
  const bySection = new Map(joined.attemptsBySection.map((row) => [row._id, row]));
  const sections = joined.assessedSections
    .map((row) => row._id)
    .sort((a, b) => a - b)
    .map((section): AssessmentSectionStatus => {
      const attempts = bySection.get(section)?.attempts ?? 0;
      return { section, passed: bySection.get(section)?.passed ?? false, attempts, attemptsLeft: Math.max(0, maxAttempts - attempts) };
    });
  return { maxAttempts, sections, next: sections.find((one) => !one.passed) ?? sections.at(-1) ?? null };
}
