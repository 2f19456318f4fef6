import { Module } from '@nestjs/common';
import { AssessmentsModule } from '../assessments';
import { LearningModule } from '../learning';
import { MailModule } from '../integrations/mail';
import { MailingListModule } from '../mailing-list';
import { MeetingsModule } from '../meetings';
import { MentorsModule } from '../mentors';
import { OutboxModule } from '../outbox';
import { PathwaysModule } from '../pathways';
import { PaymentsModule } from '../payments';
import { ReferralsModule } from '../referrals';
import { SkillTestsModule } from '../skill-tests';
import { StorageModule } from '../integrations/avatar-storage';
import { TodosModule } from '../todos';
import { UsersModule } from '../users';
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
