import { Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { SkillTestQuestions, SkillTestResult, SubmitSkillTestBody } from '@trail/shared';
import { Model, Types } from 'mongoose';
import { isDuplicateKey } from '../platform/database';
import { FIELD_NOT_FOUND, FieldsService } from '../fields';
import { SKILL_TEST_CATALOGUE } from './content/skill-test-catalogue';
import { checkAnswersFit } from './skill-test-answers';
import { SkillTestResultRecord } from './schemas/skill-test-result.schema';
import { SkillTest } from './schemas/skill-test.schema';

export const NO_SKILL_TEST = 'This track has no skill test yet';

type ResultRecord = SkillTestResultRecord & { _id: Types.ObjectId };

/**
 * Owns `skilltests` (seeded from content/ at start, then kept in memory like the tracks) and
 * `skilltestresults` (each learner's latest answers per track).
 */
@Injectable()
export class SkillTestsService implements OnModuleInit {
  private tests = new Map<string, SkillTestQuestions>();

  constructor(
    @InjectModel(SkillTest.name) private readonly testsModel: Model<SkillTest>,
    @InjectModel(SkillTestResultRecord.name) private readonly results: Model<SkillTestResultRecord>,
    private readonly fields: FieldsService,
  ) {}

  async onModuleInit(): Promise<void> {
    // Both unique indexes must exist before the first write for them to settle races.
    await Promise.all([this.testsModel.init(), this.results.init()]);
    const upserts = SKILL_TEST_CATALOGUE.map(({ fieldSlug, ...content }) => {
      const field = new Types.ObjectId(this.fields.bySlug(fieldSlug)._id);
      return { updateOne: { filter: { field }, update: { $set: { ...content, field } }, upsert: true } };
    });
    await this.testsModel.bulkWrite(upserts, { ordered: false }).catch((error: unknown) => {
      if (!isDuplicateKey(error)) throw error;
    });
    const stored = await this.testsModel.find().lean<(SkillTest & { _id: Types.ObjectId })[]>().exec();
    this.tests = new Map(
      stored.map((test) => [
        test.field.toString(),
        { fieldId: test.field.toString(), version: test.version, values: test.values, skills: test.skills, traits: test.traits.map(({ key, trait, question }) => ({ key, trait, question })) },
      ]),
    );
  }

  /** GET /fields/:id/test: from memory, no database read. */
  questions(fieldId: string): SkillTestQuestions {
    if (!this.fields.byId(fieldId)) throw new NotFoundException(FIELD_NOT_FOUND);
    const test = this.tests.get(fieldId);
    if (!test) throw new NotFoundException(NO_SKILL_TEST);
    return test;
  }

  /** POST /fields/:id/test: the learner's latest result, replacing the one before (one write). */
  async submit(fieldId: string, userId: string, body: SubmitSkillTestBody): Promise<SkillTestResult> {
    const test = this.questions(fieldId);
    checkAnswersFit(test, body);
    const statements = new Map(test.traits.map((entry) => [entry.question, entry.trait]));
    const filter = { user: new Types.ObjectId(userId), field: new Types.ObjectId(fieldId) };
    const update = {
      $set: {
        version: test.version,
        values: body.values,
        // In the test's order, whatever order they came in.
        skill: test.skills.map((name) => ({ name, level: body.skill.find((entry) => entry.name === name)!.level })),
        trait: test.traits.map(({ question }) => ({ question, trait: statements.get(question)!, score: body.trait.find((entry) => entry.question === question)!.score })),
        takenAt: new Date(),
      },
    };
    const write = () => this.results.findOneAndUpdate(filter, update, { upsert: true, returnDocument: 'after' }).lean<ResultRecord>().orFail().exec();
    // Two first submissions at once both try to insert: the unique (user, field) keeps one, and the
    // other then updates it, so the later answers win as they would one after the other.
    const saved = await write().catch((error: unknown) => {
      if (isDuplicateKey(error)) return write();
      throw error;
    });
    return this.toPublic(saved);
  }

  /** GET /users/me/tests: the learner's latest result on each track, newest first (one read). */
  async resultsOf(userId: string): Promise<SkillTestResult[]> {
    const found = await this.results.find({ user: new Types.ObjectId(userId) }).sort({ takenAt: -1 }).lean<ResultRecord[]>().exec();
    return found.map((record) => this.toPublic(record));
  }

  private toPublic(record: ResultRecord): SkillTestResult {
    const fieldId = record.field.toString();
    return {
      fieldId,
      fieldName: this.fields.byId(fieldId)?.name ?? '',
      version: record.version,
      values: record.values,
      skill: record.skill.map(({ name, level }) => ({ name, level })),
      trait: record.trait.map(({ trait, question, score }) => ({ trait, question, score })),
      takenAt: record.takenAt.toISOString(),
    };
  }
}
