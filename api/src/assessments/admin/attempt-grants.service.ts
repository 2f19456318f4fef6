import { BadRequestException, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { AttemptGrantBody, AttemptGrantResponse } from '@trail/shared';
import { type Model, Types } from 'mongoose';
import { isDuplicateKey } from '../../platform/database';
import { PathwayContentAdminService } from '../../pathways';
import { AccountRecords } from '../../users';
import { AssessmentQuestion } from '../schemas/assessment-question.schema';
import { AttemptGrant } from '../schemas/attempt-grant.schema';

export const GRANT_MESSAGES = {
  noAccount: 'No account has this e-mail address',
  noAssessment: (section: number) => `Section ${section} has no assessment`,
  granted: (extra: number, section: number, total: number) =>
    `Granted ${extra} more ${extra === 1 ? 'attempt' : 'attempts'} at section ${section}’s assessment (${total} extra in all)`,
} as const;

/**
 * Extra attempts at a section's assessment, granted by an admin (decision 0054). A grant is one atomic
 * `$inc` on the (learner, pathway, section) document; the limit it raises is still enforced by the
 * unique attempt number when the learner submits, never by a read alone.
 */
@Injectable()
export class AttemptGrantsService implements OnModuleInit {
  constructor(
    @InjectModel(AttemptGrant.name) private readonly grants: Model<AttemptGrant>,
    @InjectModel(AssessmentQuestion.name) private readonly questions: Model<AssessmentQuestion>,
    private readonly content: PathwayContentAdminService,
    private readonly accounts: AccountRecords,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.grants.init();
  }

  async grant(slug: string, body: AttemptGrantBody, adminId: string): Promise<AttemptGrantResponse> {
    const pathway = new Types.ObjectId((await this.content.sectionsOf(slug)).id);
    const learner = await this.accounts.findByEmail(body.email);
    if (!learner) throw new NotFoundException(GRANT_MESSAGES.noAccount);
    if (!(await this.questions.exists({ pathway, section: body.section, retiredAt: null }))) throw new BadRequestException(GRANT_MESSAGES.noAssessment(body.section));
    const key = { user: learner._id, pathway, section: body.section };
    const inc = () =>
      this.grants
        .findOneAndUpdate(key, { $inc: { extra: body.extra }, $set: { grantedBy: new Types.ObjectId(adminId) } }, { upsert: true, returnDocument: 'after' })
        .lean()
        .orFail()
        .exec();
    // Two first grants at once: one inserts, the other clashes on the unique key and then increments it.
    const saved = await inc().catch((error: unknown) => (isDuplicateKey(error) ? inc() : Promise.reject(error)));
    return { section: body.section, extraAttempts: saved.extra, message: GRANT_MESSAGES.granted(body.extra, body.section, saved.extra) };
  }
}
