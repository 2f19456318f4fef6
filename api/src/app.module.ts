import { Module } from '@nestjs/common';
import { AccountDeletionModule } from './account-deletion/account-deletion.module';
import { AccessModule } from './session/access/access.module';
import { AssessmentsModule } from './assessments/assessments.module';
import { AuthModule } from './auth/auth.module';
import { GoogleSignInModule } from './auth/google-sign-in.module';
import { PasswordRecheckModule } from './auth/password-recheck.module';
import { PasswordResetModule } from './auth/password-reset.module';
import { ObservabilityModule } from './platform/observability/observability.module';
import { ThrottlingModule } from './platform/throttling/throttling.module';
import { TrailConfigModule } from './app.config-loaders';
import { DatabaseModule } from './platform/database/database.module';
import { RecurringJobsModule } from './platform/database/recurring-jobs.service';
import { MigrationsModule } from './platform/database/migrations/migration-runner';
import { FieldsModule } from './fields/fields.module';
import { DemoModule } from './demo/demo.module';
import { HealthModule } from './platform/health/health.module';
import { RemindersModule } from './reminders/reminders.module';
import { SkillsModule } from './skills/skills.module';
import { SkillTestsModule } from './skill-tests/skill-tests.module';
import { UserAnswerModule } from './me/user-answer.module';
import { UsersModule } from './users/users.module';
import { UsersService } from './users/users.service';
import { MeetingsModule } from './meetings/meetings.module';
import { MentorsModule } from './mentors/mentors.module';
import { LearningModule } from './learning/learning.module';
import { MailingListModule } from './mailing-list/mailing-list.module';
import { PathwaysModule } from './pathways/pathways.module';
import { PaymentsModule } from './payments/payments.module';
import { ReceiptsModule } from './receipts/receipts.module';
import { PortabilityModule } from './portability/portability.module';
import { ReferralsModule } from './referrals/referrals.module';
import { TodosModule } from './todos/todos.module';

/**
 * Nest registers routes in the order it meets modules: MentorsModule comes first, so its `/users/freetime`
 * routes come before `/users/:id`, and UserAnswerModule, which serves `/users/:id`, comes last.
 * `api/test/house/route-order.e2e-spec.ts` fails when a route with a word comes after a parameter that takes it.
 */
@Module({
  imports: [MentorsModule, MeetingsModule, PathwaysModule, TrailConfigModule, ObservabilityModule, DatabaseModule, MigrationsModule, RecurringJobsModule, ThrottlingModule, AuthModule, AccessModule.forRoot({ imports: [UsersModule], accounts: UsersService }), PasswordRecheckModule, UsersModule, SkillsModule, LearningModule, TodosModule, FieldsModule, MailingListModule, PasswordResetModule, GoogleSignInModule, RemindersModule, PaymentsModule, ReceiptsModule, AssessmentsModule, SkillTestsModule, ReferralsModule, PortabilityModule, AccountDeletionModule, DemoModule, HealthModule, UserAnswerModule],
})
export class AppModule {}
