import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import mongoose, { Model, type Types } from 'mongoose';
import { isDuplicateKey } from '../platform/database';
import { FieldsService } from '../fields';
import { PATHWAY_CATALOGUE } from './content/pathway-catalogue';
import type { PathwayContent } from './content/pathway-content';
import { PathwayResource } from './schemas/pathway-resource.schema';
import { Pathway } from './schemas/pathway.schema';

/**
 * Writes the content files into MongoDB at start, by natural keys (pathway slug; pathway and resource
 * key), so a re-run updates text in place, keeps every _id, and never touches learners' progress
 * (decision 0043). What an admin edited is kept as the admin left it (decision 0054); seeded
 * resources gone from the files are retired, so progress on them keeps pointing at something.
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
    const edited = await this.resources.find({ pathway: pathwayId, editedAt: mongoose.trusted({ $ne: null }) }, { _id: 0, key: 1 }).lean().exec();
    const keep = new Set(edited.map((row) => row.key));
    const rows = content.sections.flatMap((section) =>
      section.resources.map((resource, order) => ({ ...resource, pathway: pathwayId, section: section.no, order, retiredAt: null })),
    );
    const kept = rows.filter((row) => keep.has(row.key)).map((row) => row.key);
    if (kept.length) this.logger.log(`Kept the admin's version of ${kept.length} ${content.slug} resources: ${kept.join(', ')}`);
    // The filter also names editedAt, so an admin edit landing during the seed is not overwritten: the
    // upsert then clashes on the unique (pathway, key) and the admin's document stays.
    const upserts = rows
      .filter((row) => !keep.has(row.key))
      .map((row) => ({ updateOne: { filter: { pathway: pathwayId, key: row.key, editedAt: null }, update: { $set: row }, upsert: true } }));
    // Two instances starting together may both insert a key: the unique index keeps one.
    if (upserts.length) {
      await this.resources.bulkWrite(upserts, { ordered: false }).catch((error: unknown) => {
        if (!isDuplicateKey(error)) throw error;
      });
    }
    const keys = rows.map((row) => row.key);
    const retired = await this.resources.updateMany(
      { pathway: pathwayId, key: mongoose.trusted({ $nin: keys }), editedAt: null, retiredAt: null },
      { $set: { retiredAt: new Date() } },
    );
    if (retired.modifiedCount) this.logger.log(`Retired ${retired.modifiedCount} resources no longer in the ${content.slug} content`);
  }

  private async upsertPathway(content: PathwayContent): Promise<Types.ObjectId> {
    const { fieldSlug, sections, ...text } = content;
    const fromFiles = sections.map(({ resources: _resources, ...section }) => ({ ...section, editedAt: null, editedBy: null }));
    const literal = (value: unknown) => ({ $literal: value });
    // One pipeline update: each section from the files, unless the stored one with its number was edited
    // on the admin page, which stays; read and written in one step, so no admin edit slips between.
    const update = [
      {
        $set: {
          ...Object.fromEntries(Object.entries(text).map(([key, value]) => [key, literal(value)])),
          fieldId: literal(new mongoose.Types.ObjectId(this.fields.bySlug(fieldSlug)._id)),
          sections: {
            $map: {
              input: literal(fromFiles),
              as: 'file',
              in: {
                $ifNull: [
                  {
                    $first: {
                      $filter: {
                        input: { $ifNull: ['$sections', []] },
                        cond: { $and: [{ $eq: ['$$this.no', '$$file.no'] }, { $ne: [{ $ifNull: ['$$this.editedAt', null] }, null] }] },
                      },
                    },
                  },
                  '$$file',
                ],
              },
            },
          },
        },
      },
    ];
    const write = () =>
      this.pathways
        .findOneAndUpdate({ slug: content.slug }, update, { upsert: true, returnDocument: 'after', updatePipeline: true, projection: { _id: 1, sections: 1 } })
        .orFail()
        .lean()
        .exec();
    // A racing instance's insert wins the unique slug; the retry then updates that document.
    const pathway = await write().catch((error: unknown) => (isDuplicateKey(error) ? write() : Promise.reject(error)));
    const kept = pathway.sections.filter((section) => section.editedAt).map((section) => section.no);
    if (kept.length) this.logger.log(`Kept the admin's version of ${content.slug} sections ${kept.join(', ')}`);
    return pathway._id;
  }
}
