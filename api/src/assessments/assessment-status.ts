import type { AssessmentSectionStatus, AssessmentStatusResponse } from '@trail/shared';
import { type PipelineStage, Types } from 'mongoose';

/** What the stages below join to the pathway: the sections with questions, the caller's attempts and extra attempts granted per section. */
export interface JoinedAssessments {
  assessedSections: { _id: number }[];
  attemptsBySection: { _id: number; attempts: number; passed: boolean }[];
  grantsBySection?: { _id: number; extra: number }[];
}

/** `$lookup` stages on this module's own collections, for PathwaysService.ofFieldJoined (one read, decision 0028). */
export function assessmentLookups(questions: string, attempts: string, userId: string, grants?: string): PipelineStage.Lookup[] {
  const granted: PipelineStage.Lookup[] = grants
    ? [{
        $lookup: {
          from: grants,
          let: { pathway: '$_id' },
          pipeline: [
            { $match: { $expr: { $and: [{ $eq: ['$user', new Types.ObjectId(userId)] }, { $eq: ['$pathway', '$$pathway'] }] } } },
            { $project: { _id: '$section', extra: 1 } },
          ],
          as: 'grantsBySection',
        },
      }]
    : [];
  return [
    ...granted,
    { $lookup: { from: questions, localField: '_id', foreignField: 'pathway', pipeline: [{ $match: { retiredAt: null } }, { $group: { _id: '$section' } }], as: 'assessedSections' } },
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
 * the first not passed, or once all are passed the last (a re-take). An admin's grant adds to a section's limit (decision 0054).
 */
export function assessmentStatus(joined: JoinedAssessments, maxAttempts: number): AssessmentStatusResponse {
  const bySection = new Map(joined.attemptsBySection.map((row) => [row._id, row]));
  const extraBySection = new Map((joined.grantsBySection ?? []).map((row) => [row._id, row.extra]));
  const sections = joined.assessedSections
    .map((row) => row._id)
    .sort((a, b) => a - b)
    .map((section): AssessmentSectionStatus => {
      const attempts = bySection.get(section)?.attempts ?? 0;
      return { section, passed: bySection.get(section)?.passed ?? false, attempts, attemptsLeft: Math.max(0, maxAttempts + (extraBySection.get(section) ?? 0) - attempts) };
    });
  return { maxAttempts, sections, next: sections.find((one) => !one.passed) ?? sections.at(-1) ?? null };
}
