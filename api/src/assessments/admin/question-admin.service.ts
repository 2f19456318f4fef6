import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type AdminQuestion, type QuestionEditBody, questionShapeError } from '@trail/shared';
import { type Model, Types } from 'mongoose';
import { PathwayContentAdminService, type PathwaySections, SECTION_NOT_FOUND } from '../../pathways';
import { AssessmentQuestion } from '../schemas/assessment-question.schema';

export const QUESTION_NOT_FOUND = 'This assessment question does not exist';

const OBJECT_ID = /^[0-9a-f]{24}$/i;

type QuestionRecord = AssessmentQuestion & { _id: Types.ObjectId };

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** With its answer key: only the admin routes send this. */
export function toAdminQuestion(question: QuestionRecord): AdminQuestion {
  return {
    _id: question._id.toString(), key: question.key, section: question.section, order: question.order, question: question.question,
    type: question.type, options: question.options, correct: question.correct, sub: question.sub,
    retiredAt: iso(question.retiredAt), editedAt: iso(question.editedAt), editedBy: question.editedBy ? question.editedBy.toString() : null,
  };
}

/**
 * The admin page's edits of question banks (decision 0054): each write is checked against the spec's
 * shapes (shared questionShapeError) and stamped with editedAt and editedBy, which the seed respects.
 * Questions are retired, never deleted: attempts that answered them still name them.
 */
@Injectable()
export class QuestionAdminService {
  constructor(
    @InjectModel(AssessmentQuestion.name) private readonly questions: Model<AssessmentQuestion>,
    private readonly content: PathwayContentAdminService,
  ) {}

  async list(slug: string): Promise<AdminQuestion[]> {
    const pathway = await this.content.sectionsOf(slug);
    const found = await this.questions.find({ pathway: new Types.ObjectId(pathway.id) }).sort({ section: 1, order: 1, _id: 1 }).lean<QuestionRecord[]>().exec();
    return found.map(toAdminQuestion);
  }

  async add(slug: string, body: QuestionEditBody, adminId: string): Promise<AdminQuestion> {
    const pathway = await this.content.sectionsOf(slug);
    this.check(pathway, body);
    const pathwayId = new Types.ObjectId(pathway.id);
    const _id = new Types.ObjectId();
    const order = body.order ?? (await this.questions.countDocuments({ pathway: pathwayId, section: body.section }).exec());
    // Admin-made questions are never in the content files: the key only has to be unique and stable.
    const created = await this.questions.create({
      ...body, _id, pathway: pathwayId, key: `admin-${_id.toString()}`, order, img: [], retiredAt: null, editedAt: new Date(), editedBy: new Types.ObjectId(adminId),
    });
    return toAdminQuestion(created.toObject());
  }

  async edit(id: string, body: QuestionEditBody, adminId: string): Promise<AdminQuestion> {
    const current = await this.byId(id);
    this.check(await this.content.sectionsById(current.pathway), body);
    return this.stamp(id, { ...body, order: body.order ?? current.order }, adminId);
  }

  /** Retired: no longer asked nor counted as the section's assessment; `false` asks it again. */
  async setRetired(id: string, retired: boolean, adminId: string): Promise<AdminQuestion> {
    await this.byId(id);
    return this.stamp(id, { retiredAt: retired ? new Date() : null }, adminId);
  }

  private async stamp(id: string, set: Record<string, unknown>, adminId: string): Promise<AdminQuestion> {
    const saved = await this.questions
      .findByIdAndUpdate(id, { $set: { ...set, editedAt: new Date(), editedBy: new Types.ObjectId(adminId) } }, { returnDocument: 'after' })
      .lean<QuestionRecord>()
      .exec();
    if (!saved) throw new NotFoundException(QUESTION_NOT_FOUND);
    return toAdminQuestion(saved);
  }

  private async byId(id: string): Promise<QuestionRecord> {
    const found = OBJECT_ID.test(id) ? await this.questions.findById(id).lean<QuestionRecord>().exec() : null;
    if (!found) throw new NotFoundException(QUESTION_NOT_FOUND);
    return found;
  }

  private check(pathway: PathwaySections, body: QuestionEditBody): void {
    const section = pathway.sections.find((one) => one.no === body.section);
    if (!section) throw new BadRequestException(SECTION_NOT_FOUND);
    const problem = questionShapeError(body, section.sub);
    if (problem) throw new BadRequestException(problem);
  }
}
