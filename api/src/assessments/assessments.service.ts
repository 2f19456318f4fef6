import { ConflictException, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { ASSESSMENT_PASS_PERCENT, type AssessmentAnswer, type AssessmentQuestion as PublicQuestion, type AssessmentResponse, type AssessmentResult, markAssessment } from '@trail/shared';
import { Model, Types } from 'mongoose';
import { isDuplicateKey } from '../common/database/duplicate-key';
import { FIELD_NOT_FOUND, FieldsService } from '../fields/fields.service';
import { NO_PATHWAY_FOR_TRACK, type PathwayOutline, PathwaysService } from '../pathways/pathways.service';
import { AssessmentAttempt } from './schemas/assessment-attempt.schema';
import { AssessmentQuestion } from './schemas/assessment-question.schema';

export const ASSESSMENT_MESSAGES = {
  noAssessment: 'This pathway has no assessment yet',
  busy: 'This assessment is being marked from another tab: wait a moment and look at your result there',
} as const;

type QuestionRecord = AssessmentQuestion & { _id: Types.ObjectId };

/** Section assessments: questions out without their keys, answers in, marked here, every attempt kept. */
@Injectable()
export class AssessmentsService implements OnModuleInit {
  constructor(
    @InjectModel(AssessmentQuestion.name) private readonly questionsModel: Model<AssessmentQuestion>,
    @InjectModel(AssessmentAttempt.name) private readonly attempts: Model<AssessmentAttempt>,
    private readonly fields: FieldsService,
    private readonly pathways: PathwaysService,
  ) {}

  async onModuleInit(): Promise<void> {
    // The unique attempt number is the guard against two submissions sharing one.
    await this.attempts.init();
  }

  async questions(fieldId: string, userId: string): Promise<AssessmentResponse> {
    const { pathway, section, questions } = await this.sectionToTake(fieldId, userId);
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

  async submit(fieldId: string, userId: string, answers: AssessmentAnswer[]): Promise<AssessmentResult> {
    const { pathway, section, questions } = await this.sectionToTake(fieldId, userId);
    const marks = markAssessment(
      questions.map((question) => ({ id: question._id.toString(), type: question.type, sub: question.sub, correct: question.correct })),
      answers,
    );
    const asked = new Set(questions.map((question) => question._id.toString()));
    const user = new Types.ObjectId(userId);
    const pathwayId = new Types.ObjectId(pathway.id);
    const attempt = (await this.attempts.countDocuments({ user, pathway: pathwayId, section }).exec()) + 1;
    await this.attempts
      .create({
        user,
        pathway: pathwayId,
        section,
        attempt,
        answers: answers.filter((answer) => asked.has(answer.question)).map((answer) => ({ ...answer, question: new Types.ObjectId(answer.question) })),
        ...marks,
      })
      .catch((error: unknown) => {
        if (isDuplicateKey(error)) throw new ConflictException(ASSESSMENT_MESSAGES.busy);
        throw error;
      });
    const title = pathway.sections.find((one) => one.no === section)?.title ?? '';
    return {
      data: { section, score: marks.score, passed: marks.passed, correct: marks.correct, marked: marks.marked, forReview: marks.forReview, attempt },
      result: marks.result,
      congratulations: marks.passed ? `Congratulations! You passed ${title}.` : `Not yet: ${title} needs ${ASSESSMENT_PASS_PERCENT} % to pass. Go over the sub-topics you missed and try again.`,
      text: `You answered ${marks.correct} of ${marks.marked} questions right (${marks.score} %).${marks.forReview ? ' A mentor will read your written answers.' : ''}`,
    };
  }

  /** The first section with an assessment the learner has not passed; once all are passed, the last (a re-take). */
  private async sectionToTake(fieldId: string, userId: string): Promise<{ pathway: PathwayOutline; section: number; questions: QuestionRecord[] }> {
    if (!this.fields.byId(fieldId)) throw new NotFoundException(FIELD_NOT_FOUND);
    const pathway = await this.pathways.ofFieldFor(fieldId, userId);
    if (!pathway) throw new NotFoundException(NO_PATHWAY_FOR_TRACK);
    const pathwayId = new Types.ObjectId(pathway.id);
    const [withQuestions, passed] = (await Promise.all([
      this.questionsModel.distinct('section', { pathway: pathwayId }).exec(),
      this.attempts.distinct('section', { user: new Types.ObjectId(userId), pathway: pathwayId, passed: true }).exec(),
    ])) as [number[], number[]];
    const sections = [...withQuestions].sort((a, b) => a - b);
    const section = sections.find((no) => !passed.includes(no)) ?? sections.at(-1);
    if (section === undefined) throw new NotFoundException(ASSESSMENT_MESSAGES.noAssessment);
    const questions = await this.questionsModel.find({ pathway: pathwayId, section }).sort({ order: 1 }).lean<QuestionRecord[]>().exec();
    return { pathway, section, questions };
  }
}
