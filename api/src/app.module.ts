import { Module } from '@nestjs/common';
import { AuthModule } from './auth/auth.module';
import { GoogleSignInModule } from './auth/google-sign-in.module';
import { PasswordResetModule } from './auth/password-reset.module';
import { AuthThrottlingModule } from './common/throttling/auth-throttling.module';
import { TrailConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { DemoModule } from './demo/demo.module';
import { RemindersModule } from './reminders/reminders.module';
import { SkillsModule } from './skills/skills.module';
import { UsersProfileModule } from './users/users-profile.module';
import { LearningModule } from './learning/learning.module';
import { MailingListModule } from './mailing-list/mailing-list.module';
import { PaymentsModule } from './payments/payments.module';
import { TodosModule } from './todos/todos.module';

@Module({
  imports: [TrailConfigModule, DatabaseModule, AuthThrottlingModule, AuthModule, UsersProfileModule, SkillsModule, LearningModule, TodosModule, MailingListModule, PasswordResetModule, GoogleSignInModule, RemindersModule, PaymentsModule, DemoModule],
})
export class AppModule {}
