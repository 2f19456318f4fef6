import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import mongoose, { Model, Types } from 'mongoose';
import { isDuplicateKey } from '../platform/database';
import { PathwaysService } from '../pathways';
import { ASSESSMENT_CATALOGUE } from './content/assessment-catalogue';
import type { SectionAssessmentContent } from './content/assessment-content';
import { AssessmentQuestion } from './schemas/assessment-question.schema';

/**
 * Writes the question banks at start, after the pathways (whose ids they name), by (pathway, key):
 * a re-run updates questions in place and never touches attempts (decision 0043). A question an admin
 * edited stays as the admin left it; seeded questions gone from the files are retired, not deleted,
 * so attempts that answered them still name them (decision 0054).
 */
@Injectable()
export class AssessmentSeedService implements OnModuleInit {
  private readonly logger = new Logger(AssessmentSeedService.name);

  constructor(
    @InjectModel(AssessmentQuestion.name) private readonly questions: Model<AssessmentQuestion>,
    private readonly pathways: PathwaysService,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.questions.init();
    for (const content of ASSESSMENT_CATALOGUE) await this.seed(content);
  }

  private async seed(content: SectionAssessmentContent): Promise<void> {
    const id = await this.pathways.idOfSlug(content.pathwaySlug);
    if (!id) throw new Error(`The ${content.pathwaySlug} assessment names a pathway that was not seeded`);
    const pathway = new Types.ObjectId(id);
    const edited = await this.questions.find({ pathway, editedAt: mongoose.trusted({ $ne: null }) }, { _id: 0, key: 1 }).lean().exec();
    const keep = new Set(edited.map((row) => row.key));
    const kept = content.questions.filter((question) => keep.has(question.key)).map((question) => question.key);
    if (kept.length) this.logger.log(`Kept the admin's version of ${kept.length} ${content.pathwaySlug} questions: ${kept.join(', ')}`);
    const upserts = content.questions.flatMap((question, order) =>
      keep.has(question.key)
        ? []
        : [{
            updateOne: {
              // editedAt in the filter: an admin edit landing during the seed clashes on (pathway, key) and stays.
              filter: { pathway, key: question.key, editedAt: null },
              update: { $set: { ...question, pathway, section: content.section, order, img: [], retiredAt: null } },
              upsert: true,
            },
          }],
    );
    if (upserts.length) {
      await this.questions.bulkWrite(upserts, { ordered: false }).catch((error: unknown) => {
        if (!isDuplicateKey(error)) throw error;
      });
    }
    const keys = content.questions.map((question) => question.key);
    await this.questions.updateMany(
      { pathway, section: content.section, key: mongoose.trusted({ $nin: keys }), editedAt: null, retiredAt: null },
      { $set: { retiredAt: new Date() } },
    );
  }
}
