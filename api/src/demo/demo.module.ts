import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { FieldsModule } from '../fields/fields.module';
import { LearningModule } from '../learning/learning.module';
import { MentorsModule } from '../mentors/mentors.module';
import { PathwaysModule } from '../pathways/pathways.module';
import { TodosModule } from '../todos/todos.module';
import { UsersModule } from '../users/users.module';
import { DemoAccounts } from './demo-accounts';
import { DemoReadOnlyInterceptor } from './demo-read-only.interceptor';
import { DemoSeedService } from './demo-seed.service';

@Module({
  imports: [UsersModule, LearningModule, TodosModule, FieldsModule, MentorsModule, PathwaysModule],
  providers: [DemoSeedService, DemoAccounts, { provide: APP_INTERCEPTOR, useClass: DemoReadOnlyInterceptor }],
})
export class DemoModule {}
