import { ForbiddenException, Injectable } from '@nestjs/common';
import type { Types } from 'mongoose';
import { MenteesService } from '../../meetings';
import { MentorProfilesService } from '../../mentors';
import { SessionAccountRecords } from '../../users';

export const REVIEW_MESSAGES = {
  notReviewer: 'Only a mentor of this track, or an admin, can review assessment answers',
  notYourMentee: 'This learner has not booked a session with you: only their mentors can see their answers',
  notYourFile: 'Only the learner, their mentors for this track, or an admin can open this file',
  noAnswer: 'There is no free answer to this question in this attempt',
  noFile: 'This answer has no file',
} as const;

/** Who may read a track's answers: every learner's for an admin, their mentees' for a mentor of the track. */
export type Reviewer = { admin: true } | { admin: false; mentees: Types.ObjectId[] };

/** Decision 0053: a mentor reviews the learners who booked a session with them, in the tracks they are approved for. */
@Injectable()
export class ReviewerAccess {
  constructor(
    private readonly sessionAccounts: SessionAccountRecords,
    private readonly profiles: MentorProfilesService,
    private readonly mentees: MenteesService,
  ) {}

  /** The caller as a reviewer of this track's answers; 403 for anyone else. */
  async of(callerId: string, fieldId: string): Promise<Reviewer> {
    const access = await this.sessionAccounts.accessOf(callerId);
    if (access?.role === 'admin') return { admin: true };
    if (access?.role !== 'mentor' || !(await this.profiles.activeFieldsOf(callerId)).includes(fieldId)) throw new ForbiddenException(REVIEW_MESSAGES.notReviewer);
    return { admin: false, mentees: await this.mentees.menteesOf(callerId) };
  }

  /** The caller may judge this learner's answers in this track; 403 otherwise. */
  async checkLearner(callerId: string, fieldId: string, learner: Types.ObjectId): Promise<void> {
    const reviewer = await this.of(callerId, fieldId);
    if (!reviewer.admin && !reviewer.mentees.some((mentee) => mentee.equals(learner))) throw new ForbiddenException(REVIEW_MESSAGES.notYourMentee);
  }
}
