import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { FieldsModule } from '../fields/fields.module';
import { PathwaysModule } from '../pathways/pathways.module';
import { AssessmentSeedService } from './assessment-seed.service';
import { AssessmentsController } from './assessments.controller';
import { AssessmentsService } from './assessments.service';
import { AssessmentAttempt, AssessmentAttemptSchema } from './schemas/assessment-attempt.schema';
import { AssessmentQuestion, AssessmentQuestionSchema } from './schemas/assessment-question.schema';
import { AssessmentsErasure } from './assessments-erasure.service';

/** Owns `assessmentquestions` and `assessmentattempts`: question banks seeded from content/, marking on the server. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: AssessmentQuestion.name, schema: AssessmentQuestionSchema },
      { name: AssessmentAttempt.name, schema: AssessmentAttemptSchema },
    ]),
    FieldsModule,
    PathwaysModule,
  ],
  controllers: [AssessmentsController],
  providers: [AssessmentsErasure, AssessmentSeedService, AssessmentsService],
  exports: [AssessmentsErasure],
})
export class AssessmentsModule {}
