import { Module } from '@nestjs/common';
import { AssessmentsModule } from '../assessments';
import { LearningModule } from '../learning';
import { MeetingsModule } from '../meetings';
import { MentorsModule } from '../mentors';
import { PathwaysModule } from '../pathways';
import { PaymentsModule } from '../payments';
import { ReferralsModule } from '../referrals';
import { SkillTestsModule } from '../skill-tests';
import { TodosModule } from '../todos';
import { UsersModule } from '../users';
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
