import { Injectable } from '@nestjs/common';
import { AssessmentsErasure } from '../assessments';
import { LearningErasure } from '../learning';
import { MailingListErasure } from '../mailing-list';
import { MeetingsErasure } from '../meetings';
import { MentorsErasure } from '../mentors';
import { OutboxErasure } from '../outbox';
import { PathwaysErasure } from '../pathways';
import { PaymentsErasure } from '../payments';
import { ReferralsErasure } from '../referrals';
import { SkillTestsErasure } from '../skill-tests';
import { AvatarStorage } from '../integrations/avatar-storage';
import { TodosErasure } from '../todos';
import { DeletionRecords, type UserRecord } from '../users';

/**
 * One account's erasure, through each collection's owner. Every step is idempotent and the account
 * itself goes last, so a run that stops half way is finished by the next claim (decision 0050).
 */
@Injectable()
export class AccountErasure {
  constructor(
    private readonly deletionRecords: DeletionRecords,
    private readonly avatars: AvatarStorage,
    private readonly learning: LearningErasure,
    private readonly todos: TodosErasure,
    private readonly outbox: OutboxErasure,
    private readonly pathways: PathwaysErasure,
    private readonly assessments: AssessmentsErasure,
    private readonly skillTests: SkillTestsErasure,
    private readonly mentors: MentorsErasure,
    private readonly meetings: MeetingsErasure,
    private readonly referrals: ReferralsErasure,
    private readonly mailingList: MailingListErasure,
    private readonly payments: PaymentsErasure,
  ) {}

  async erase(user: UserRecord): Promise<void> {
    const id = user._id;
    await this.learning.eraseUser(id);
    await this.todos.eraseUser(id);
    await this.outbox.eraseUser(id);
    await this.pathways.eraseUser(id);
    await this.assessments.eraseUser(id);
    await this.skillTests.eraseUser(id);
    await this.mentors.eraseUser(id);
    await this.meetings.eraseUser(id);
    await this.referrals.eraseUser(id);
    await this.mailingList.eraseEmail(user.email);
    await this.payments.anonymise({ id, email: user.email, fullName: `${user.firstName} ${user.lastName}` });
    await this.avatars.deleteAllOf(id.toString());
    await this.deletionRecords.forgetReferrer(id);
    await this.deletionRecords.eraseAccount(id);
  }
}
