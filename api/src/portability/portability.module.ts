import { Module } from '@nestjs/common';
import { AssessmentsModule } from '../assessments/assessments.module';
import { LearningModule } from '../learning/learning.module';
import { MeetingsModule } from '../meetings/meetings.module';
import { MentorsModule } from '../mentors/mentors.module';
import { PathwaysModule } from '../pathways/pathways.module';
import { PaymentsModule } from '../payments/payments.module';
import { ReferralsModule } from '../referrals/referrals.module';
import { SkillTestsModule } from '../skill-tests/skill-tests.module';
import { TodosModule } from '../todos/todos.module';
import { UsersModule } from '../users/users.module';
import { DataExportController } from './data-export.controller';
import { AccountSectionsService } from './account-sections.service';
import { DataExportService } from './data-export.service';
import { DataImportController } from './data-import.controller';

/** Export and import of a learner's own data, through each collection's owner. */
@Module({
  imports: [UsersModule, LearningModule, TodosModule, SkillTestsModule, MeetingsModule, MentorsModule, ReferralsModule, PaymentsModule, PathwaysModule, AssessmentsModule],
  controllers: [DataExportController, DataImportController],
  providers: [DataExportService, AccountSectionsService],
})
export class PortabilityModule {}
