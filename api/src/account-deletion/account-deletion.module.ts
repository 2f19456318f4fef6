import { Module } from '@nestjs/common';
import { AssessmentsModule } from '../assessments/assessments.module';
import { LearningModule } from '../learning/learning.module';
import { MailModule } from '../integrations/mail/mail.module';
import { MailingListModule } from '../mailing-list/mailing-list.module';
import { MeetingsModule } from '../meetings/meetings.module';
import { MentorsModule } from '../mentors/mentors.module';
import { OutboxModule } from '../outbox';
import { PathwaysModule } from '../pathways/pathways.module';
import { PaymentsModule } from '../payments/payments.module';
import { ReferralsModule } from '../referrals/referrals.module';
import { SkillTestsModule } from '../skill-tests/skill-tests.module';
import { StorageModule } from '../integrations/avatar-storage/storage.module';
import { TodosModule } from '../todos/todos.module';
import { UsersModule } from '../users/users.module';
import { AccountDeletionController } from './account-deletion.controller';
import { AccountDeletionScheduler } from './account-deletion.scheduler';
import { AccountDeletionService } from './account-deletion.service';
import { AccountErasure } from './account-erasure';
import { DeletionRequestsModule } from './deletion-requests';

/** Deleting an account: the request, the grace period and the erasure through every collection's owner, like portability's export. */
@Module({
  imports: [
    UsersModule,
    MailModule,
    StorageModule,
    LearningModule,
    TodosModule,
    OutboxModule,
    PathwaysModule,
    AssessmentsModule,
    SkillTestsModule,
    MentorsModule,
    MeetingsModule,
    ReferralsModule,
    MailingListModule,
    PaymentsModule,
    DeletionRequestsModule,
  ],
  controllers: [AccountDeletionController],
  providers: [AccountDeletionService, AccountErasure, AccountDeletionScheduler],
})
export class AccountDeletionModule {}
