import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import mongoose, { Model, type Types } from 'mongoose';
import { isDuplicateKey } from '../common/database/duplicate-key';
import { FieldsService } from '../fields/fields.service';
import { PATHWAY_CATALOGUE } from './content/pathway-catalogue';
import type { PathwayContent } from './content/pathway-content';
import { PathwayResource } from './schemas/pathway-resource.schema';
import { Pathway } from './schemas/pathway.schema';

/**
 * Writes the content files into MongoDB at start, by natural keys (pathway slug; pathway and resource
 * key), so a re-run updates text in place, keeps every _id, and never touches learners' progress
 * (decision 0043). Resources gone from the files are removed from the pathway.
 */
@Injectable()
export class PathwaySeedService implements OnModuleInit {
  private readonly logger = new Logger(PathwaySeedService.name);

  constructor(
    @InjectModel(Pathway.name) private readonly pathways: Model<Pathway>,
    @InjectModel(PathwayResource.name) private readonly resources: Model<PathwayResource>,
    private readonly fields: FieldsService,
  ) {}

  async onModuleInit(): Promise<void> {
    // The unique indexes must exist before the first upserts for them to settle a race between instances.
    await Promise.all([this.pathways.init(), this.resources.init()]);
    for (const content of PATHWAY_CATALOGUE) await this.seed(content);
  }

  async seed(content: PathwayContent): Promise<void> {
    const pathwayId = await this.upsertPathway(content);
    const rows = content.sections.flatMap((section) =>
      section.resources.map((resource, order) => ({ ...resource, pathway: pathwayId, section: section.no, order })),
    );
    const upserts = rows.map((row) => ({
      updateOne: { filter: { pathway: pathwayId, key: row.key }, update: { $set: row }, upsert: true },
    }));
    // Two instances starting together may both insert a key: the unique index keeps one.
    await this.resources.bulkWrite(upserts, { ordered: false }).catch((error: unknown) => {
      if (!isDuplicateKey(error)) throw error;
    });
    const keys = rows.map((row) => row.key);
    const removed = await this.resources.deleteMany({ pathway: pathwayId, key: mongoose.trusted({ $nin: keys }) });
    if (removed.deletedCount) this.logger.log(`Removed ${removed.deletedCount} resources no longer in the ${content.slug} content`);
  }

  private async upsertPathway(content: PathwayContent): Promise<Types.ObjectId> {
    const { fieldSlug, sections, ...text } = content;
    const update = {
      $set: {
        ...text,
        fieldId: new mongoose.Types.ObjectId(this.fields.bySlug(fieldSlug)._id),
        sections: sections.map(({ resources: _resources, ...section }) => section),
      },
    };
    const write = () => this.pathways.findOneAndUpdate({ slug: content.slug }, update, { upsert: true, new: true, projection: { _id: 1 } }).orFail().lean().exec();
    // A racing instance's insert wins the unique slug; the retry then updates that document.
    const pathway = await write().catch((error: unknown) => (isDuplicateKey(error) ? write() : Promise.reject(error)));
    return pathway._id;
  }
}
