import { ConflictException, Inject, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  ASSESSMENT_PASS_PERCENT, type AssessmentAnswer, type AssessmentQuestion as PublicQuestion, type AssessmentResponse, type AssessmentResult,
  type AssessmentStatusResponse, markAssessment, sectionCompleted,
} from '@trail/shared';
import { Model, Types } from 'mongoose';
import { isDuplicateKey } from '../platform/database';
import { FIELD_NOT_FOUND, FieldsService } from '../fields';
import { NO_PATHWAY_FOR_TRACK, type PathwayOutline, PathwaysService } from '../pathways';
import { SubmittedAnswersService, type UploadedAnswerFile } from './answer-files/submitted-answers.service';
import { assessmentLookups, assessmentStatus, type JoinedAssessments } from './assessment-status';
import { assessmentsConfig, type AssessmentsConfig } from './assessments.config';
import { AssessmentAttempt } from './schemas/assessment-attempt.schema';
import { AssessmentQuestion } from './schemas/assessment-question.schema';
import { AttemptGrant } from './schemas/attempt-grant.schema';

export const ASSESSMENT_MESSAGES = {
  noAssessment: 'This pathway has no assessment yet',
  busy: 'This assessment is being marked from another tab: wait a moment and look at your result there',
  noAttemptsLeft: (max: number, section: number) => `You have used all ${max} attempts at section ${section}’s assessment: there are no re-takes left`,
} as const;

type QuestionRecord = AssessmentQuestion & { _id: Types.ObjectId };

interface SectionToTake {
  pathway: PathwayOutline;
  status: AssessmentStatusResponse;
  section: number;
}

/** Section assessments: questions out without their keys, answers in, marked here, every attempt kept, re-takes limited. */
@Injectable()
export class AssessmentsService implements OnModuleInit {
  constructor(
    @InjectModel(AssessmentQuestion.name) private readonly questionsModel: Model<AssessmentQuestion>,
    @InjectModel(AssessmentAttempt.name) private readonly attempts: Model<AssessmentAttempt>,
    @InjectModel(AttemptGrant.name) private readonly grants: Model<AttemptGrant>,
    @Inject(assessmentsConfig.KEY) private readonly config: AssessmentsConfig,
    private readonly fields: FieldsService,
    private readonly pathways: PathwaysService,
    private readonly submitted: SubmittedAnswersService,
  ) {}

  async onModuleInit(): Promise<void> {
    // The unique attempt number is the guard against two submissions sharing one, and so against one over the limit.
    await this.attempts.init();
  }

  /** GET /fields/:id/assess/status: one read (the pathway, the plan, the sections assessed, the caller's attempts). */
  async status(fieldId: string, userId: string): Promise<AssessmentStatusResponse> {
    return (await this.read(fieldId, userId)).status;
  }

  async questions(fieldId: string, userId: string): Promise<AssessmentResponse> {
    const { pathway, section } = await this.sectionToTake(fieldId, userId);
    const questions = await this.questionsOf(pathway, section);
    const outline = pathway.sections.find((one) => one.no === section);
    const sectionInfo = { title: outline?.title ?? '', no: section, sub: outline?.sub ?? [] };
    return {
      data: questions.map(
        (question): PublicQuestion => ({
          _id: question._id.toString(),
          question: question.question,
          type: question.type,
          options: question.options,
          img: question.img,
          sub: question.sub,
          section: sectionInfo,
        }),
      ),
    };
  }

  async submit(fieldId: string, userId: string, answers: AssessmentAnswer[], files: readonly UploadedAnswerFile[] = []): Promise<AssessmentResult> {
    const { pathway, status, section } = await this.sectionToTake(fieldId, userId);
    const before = status.sections.find((one) => one.section === section)!;
    const attempt = before.attempts + 1;
    // The read only decides the number; the unique (user, pathway, section, attempt) index lets one of
    // two racing submissions at the limit in, so no learner ever stores more than the limit (with grants).
    if (before.attemptsLeft <= 0) throw new ConflictException(ASSESSMENT_MESSAGES.noAttemptsLeft(before.attempts, section));
    const questions = await this.questionsOf(pathway, section);
    const submitted = await this.submitted.prepare(new Types.ObjectId(userId), questions, answers, files);
    const marks = markAssessment(
      questions.map((question) => ({ id: question._id.toString(), type: question.type, sub: question.sub, correct: question.correct })),
      submitted.marking,
    );
    await this.attempts
      .create({ user: new Types.ObjectId(userId), pathway: new Types.ObjectId(pathway.id), section, attempt, answers: submitted.stored, ...marks })
      .catch(async (error: unknown) => {
        await this.submitted.discard(submitted.fileIds);
        if (isDuplicateKey(error)) throw new ConflictException(ASSESSMENT_MESSAGES.busy);
        throw error;
      });
    const passed = marks.passed || before.passed;
    const counts = await this.pathways.sectionResourceCounts(pathway.id, userId, section);
    const title = pathway.sections.find((one) => one.no === section)?.title ?? '';
    return {
      data: {
        section, score: marks.score, passed: marks.passed, correct: marks.correct, marked: marks.marked, forReview: marks.forReview, attempt,
        attemptsLeft: before.attemptsLeft - 1,
        sectionCompleted: sectionCompleted({ ...counts, assessment: passed ? 'passed' : 'not-passed' }),
      },
      result: marks.result,
      congratulations: marks.passed ? `Congratulations! You passed ${title}.` : `Not yet: ${title} needs ${ASSESSMENT_PASS_PERCENT} % to pass. Go over the sub-topics you missed and try again.`,
      text: `You answered ${marks.correct} of ${marks.marked} questions right (${marks.score} %).${marks.forReview ? ' A mentor will read your written answers.' : ''}`,
    };
  }

  private async read(fieldId: string, userId: string): Promise<{ pathway: PathwayOutline; status: AssessmentStatusResponse }> {
    if (!this.fields.byId(fieldId)) throw new NotFoundException(FIELD_NOT_FOUND);
    const lookups = assessmentLookups(this.questionsModel.collection.collectionName, this.attempts.collection.collectionName, userId, this.grants.collection.collectionName);
    const found = await this.pathways.ofFieldJoined<JoinedAssessments>(fieldId, userId, lookups);
    if (!found) throw new NotFoundException(NO_PATHWAY_FOR_TRACK);
    return { pathway: found.outline, status: assessmentStatus(found.joined, this.config.maxAttempts) };
  }

  /**
   * What submit would refuse before it reads any answer (no plan: 402; no such assessment: 404; no attempts
   * left: 409), for a multipart submission to be refused before its files are read (security review L12).
   */
  async checkCanSubmit(fieldId: string, userId: string): Promise<void> {
    const { status, section } = await this.sectionToTake(fieldId, userId);
    const before = status.sections.find((one) => one.section === section)!;
    if (before.attemptsLeft <= 0) throw new ConflictException(ASSESSMENT_MESSAGES.noAttemptsLeft(before.attempts, section));
  }

  private async sectionToTake(fieldId: string, userId: string): Promise<SectionToTake> {
    const { pathway, status } = await this.read(fieldId, userId);
    if (!status.next) throw new NotFoundException(ASSESSMENT_MESSAGES.noAssessment);
    return { pathway, status, section: status.next.section };
  }

  private questionsOf(pathway: PathwayOutline, section: number): Promise<QuestionRecord[]> {
    return this.questionsModel.find({ pathway: new Types.ObjectId(pathway.id), section, retiredAt: null }).sort({ order: 1 }).lean<QuestionRecord[]>().exec();
  }
}
