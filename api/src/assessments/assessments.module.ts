import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { FieldsModule } from '../fields/fields.module';
import { PathwaysModule } from '../pathways/pathways.module';
import { UsersModule } from '../users/users.module';
import { AdminAssessmentsController } from './admin/admin-assessments.controller';
import { AttemptGrantsService } from './admin/attempt-grants.service';
import { QuestionAdminService } from './admin/question-admin.service';
import { AssessmentSeedService } from './assessment-seed.service';
import { AssessmentsController } from './assessments.controller';
import { AssessmentsService } from './assessments.service';
import { AssessmentAttempt, AssessmentAttemptSchema } from './schemas/assessment-attempt.schema';
import { AssessmentQuestion, AssessmentQuestionSchema } from './schemas/assessment-question.schema';
import { AttemptGrant, AttemptGrantSchema } from './schemas/attempt-grant.schema';
import { AssessmentsErasure } from './assessments-erasure.service';

/** Owns `assessmentquestions`, `assessmentattempts` and `assessmentattemptgrants`: question banks seeded from content/ and edited by admins, marking on the server, extra attempts. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: AssessmentQuestion.name, schema: AssessmentQuestionSchema },
      { name: AssessmentAttempt.name, schema: AssessmentAttemptSchema },
      { name: AttemptGrant.name, schema: AttemptGrantSchema },
    ]),
    FieldsModule,
    PathwaysModule,
    UsersModule,
  ],
  controllers: [AssessmentsController, AdminAssessmentsController],
  providers: [AssessmentsErasure, AssessmentSeedService, AssessmentsService, QuestionAdminService, AttemptGrantsService],
  exports: [AssessmentsErasure],
})
export class AssessmentsModule {}
