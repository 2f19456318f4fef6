import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { FieldsModule } from '../fields';
import { MeetingsModule } from '../meetings';
import { MentorsModule } from '../mentors';
import { PathwaysModule } from '../pathways';
import { UsersModule } from '../users';
import { AdminAssessmentsController } from './admin/admin-assessments.controller';
import { AttemptGrantsService } from './admin/attempt-grants.service';
import { QuestionAdminService } from './admin/question-admin.service';
import { SectionMoveFollower } from './admin/section-move-follower';
import { AnswerFileStorage } from './answer-files/answer-file-storage.service';
import { SubmittedAnswersService } from './answer-files/submitted-answers.service';
import { ReviewerAccess } from './reviews/reviewer-access';
import { ReviewsController } from './reviews/reviews.controller';
import { ReviewsService } from './reviews/reviews.service';
import { AssessmentSeedService } from './assessment-seed.service';
import { AssessmentsController } from './assessments.controller';
import { AssessmentsService } from './assessments.service';
import { AssessmentAttempt, AssessmentAttemptSchema } from './schemas/assessment-attempt.schema';
import { AssessmentQuestion, AssessmentQuestionSchema } from './schemas/assessment-question.schema';
import { AttemptGrant, AttemptGrantSchema } from './schemas/attempt-grant.schema';
import { AssessmentsErasure } from './assessments-erasure.service';
import { AssessmentsExport } from './assessments-export.service';

/**
 * Owns `assessmentquestions`, `assessmentattempts`, `assessmentattemptgrants` and the GridFS bucket `assessmentfiles`:
 * question banks seeded from content/ and edited by admins, marking on the server, extra attempts, file answers,
 * and mentors' reviews of free answers.
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: AssessmentQuestion.name, schema: AssessmentQuestionSchema },
      { name: AssessmentAttempt.name, schema: AssessmentAttemptSchema },
      { name: AttemptGrant.name, schema: AttemptGrantSchema },
    ]),
    FieldsModule,
    PathwaysModule,
    MeetingsModule,
    MentorsModule,
    UsersModule,
  ],
  controllers: [AssessmentsController, ReviewsController, AdminAssessmentsController],
  providers: [
    AssessmentsErasure, AssessmentsExport, AssessmentSeedService, AssessmentsService, AnswerFileStorage, SubmittedAnswersService, ReviewerAccess, ReviewsService,
    QuestionAdminService, AttemptGrantsService, SectionMoveFollower,
  ],
  exports: [AssessmentsErasure, AssessmentsExport],
})
export class AssessmentsModule {}
