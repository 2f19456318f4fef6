import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { FieldsModule } from '../fields';
import { LearningModule } from '../learning';
import { MentorsModule } from '../mentors';
import { PathwaysModule } from '../pathways';
import { TodosModule } from '../todos';
import { UsersModule } from '../users';
import { DemoAccounts } from './demo-accounts';
import { DemoReadOnlyInterceptor } from './demo-read-only.interceptor';
import { DemoSeedService } from './demo-seed.service';

@Module({
  imports: [UsersModule, LearningModule, TodosModule, FieldsModule, MentorsModule, PathwaysModule],
  providers: [DemoSeedService, DemoAccounts, { provide: APP_INTERCEPTOR, useClass: DemoReadOnlyInterceptor }],
})
export class DemoModule {}
