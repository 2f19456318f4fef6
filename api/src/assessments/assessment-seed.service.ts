import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import mongoose, { Model, Types } from 'mongoose';
import { isDuplicateKey } from '../common/database/duplicate-key';
import { PathwaysService } from '../pathways/pathways.service';
import { ASSESSMENT_CATALOGUE } from './content/assessment-catalogue';
import type { SectionAssessmentContent } from './content/assessment-content';
import { AssessmentQuestion } from './schemas/assessment-question.schema';

/**
 * Writes the question banks at start, after the pathways (whose ids they name), by (pathway, key):
 * a re-run updates questions in place and never touches attempts (decision 0043).
 */
@Injectable()
export class AssessmentSeedService implements OnModuleInit {
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
    const upserts = content.questions.map((question, order) => ({
      updateOne: {
        filter: { pathway, key: question.key },
        update: { $set: { ...question, pathway, section: content.section, order, img: [] } },
        upsert: true,
      },
    }));
    await this.questions.bulkWrite(upserts, { ordered: false }).catch((error: unknown) => {
      if (!isDuplicateKey(error)) throw error;
    });
    const keys = content.questions.map((question) => question.key);
    await this.questions.deleteMany({ pathway, section: content.section, key: mongoose.trusted({ $nin: keys }) });
  }
}
