import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { MicroSkill as MicroSkillDto, SkillGroup } from '@trail/shared';
import type { Model } from 'mongoose';
import { MicroSkill } from './schemas/micro-skill.schema';
import { SKILLS_BY_GROUP } from './skills.seed-data';

@Injectable()
export class SkillsService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Skills');

  constructor(@InjectModel(MicroSkill.name) private readonly skills: Model<MicroSkill>) {}

  async list(): Promise<MicroSkillDto[]> {
    const skills = await this.skills
      .find({}, { name: 1, skillGroup: 1 })
      .sort({ skillGroup: 1, key: 1 })
      .lean()
      .exec();
    return skills.map(({ _id, name, skillGroup }) => ({ _id: String(_id), name, skillGroup }));
  }

  /** The skills list is reference data: every start makes sure it is complete, without duplicates. */
  async onApplicationBootstrap(): Promise<void> {
    const entries = Object.entries(SKILLS_BY_GROUP) as [SkillGroup, readonly string[]][];
    const operations = entries.flatMap(([skillGroup, names]) =>
      names.map((name) => ({
        updateOne: {
          filter: { key: name.toLowerCase() },
          update: { $setOnInsert: { name, key: name.toLowerCase(), skillGroup } },
          upsert: true,
        },
      })),
    );
    const result = await this.skills.bulkWrite(operations, { ordered: false });
    if (result.upsertedCount > 0) this.logger.log(`Seeded ${result.upsertedCount} micro skills`);
  }
}
