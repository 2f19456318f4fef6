import { Module } from '@nestjs/common';
import { AccountDeletionModule } from './account-deletion';
import { AccessModule } from './session';
import { AssessmentsModule } from './assessments';
import { AuthModule, GoogleSignInModule, PasswordRecheckModule, PasswordResetModule } from './auth';
import { ObservabilityModule } from './platform/observability';
import { ThrottlingModule } from './platform/throttling';
import { TrailConfigModule } from './app.config-loaders';
import { DatabaseModule, MigrationsModule, RecurringJobsModule } from './platform/database';
import { FieldsModule } from './fields';
import { DemoModule } from './demo';
import { HealthModule } from './platform/health';
import { RemindersModule } from './reminders';
import { SkillsModule } from './skills';
import { SkillTestsModule } from './skill-tests';
import { UserAnswerModule } from './me';
import { SessionAccountRecords, UsersModule } from './users';
import { MeetingsModule } from './meetings';
import { MentorsModule } from './mentors';
import { LearningModule } from './learning';
import { MailingListModule } from './mailing-list';
import { PathwaysModule } from './pathways';
import { PaymentsModule } from './payments';
import { ReceiptsModule } from './receipts';
import { PortabilityModule } from './portability';
import { ReferralsModule } from './referrals';
import { TodosModule } from './todos';

/**
 * Nest registers routes in the order it meets modules: MentorsModule comes first, so its `/users/freetime`
 * routes come before `/users/:id`, and UserAnswerModule, which serves `/users/:id`, comes last.
 * `api/test/house/route-order.e2e-spec.ts` fails when a route with a word comes after a parameter that takes it.
 */
@Module({
  imports: [MentorsModule, MeetingsModule, PathwaysModule, TrailConfigModule, ObservabilityModule, DatabaseModule, MigrationsModule, RecurringJobsModule, ThrottlingModule, AuthModule, AccessModule.forRoot({ imports: [UsersModule], accounts: SessionAccountRecords }), PasswordRecheckModule, UsersModule, SkillsModule, LearningModule, TodosModule, FieldsModule, MailingListModule, PasswordResetModule, GoogleSignInModule, RemindersModule, PaymentsModule, ReceiptsModule, AssessmentsModule, SkillTestsModule, ReferralsModule, PortabilityModule, AccountDeletionModule, DemoModule, HealthModule, UserAnswerModule],
})
export class AppModule {}
