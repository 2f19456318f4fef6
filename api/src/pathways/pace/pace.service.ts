import { Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { PathwayPace as Rate, PathwayPaceResponse } from '@trail/shared';
import { Model, Types } from 'mongoose';
import { isDuplicateKey } from '../../platform/database';
import { FIELD_NOT_FOUND, FieldsService } from '../../fields';
import { NO_PATHWAY_FOR_TRACK, PathwaysService } from '../pathways.service';
import { PathwayPace } from '../schemas/pathway-pace.schema';

/** The Trail assistant's pace per learner and pathway: the dashboard scales due dates by it. */
@Injectable()
export class PaceService implements OnModuleInit {
  constructor(
    @InjectModel(PathwayPace.name) private readonly paces: Model<PathwayPace>,
    private readonly pathways: PathwaysService,
    private readonly fields: FieldsService,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.paces.init();
  }

  async get(userId: string, fieldId: string): Promise<PathwayPaceResponse> {
    const pathway = await this.pathwayOf(fieldId);
    const found = await this.paces.findOne({ user: new Types.ObjectId(userId), pathway }, { rate: 1 }).lean().exec();
    return { fieldId, rate: found?.rate ?? 'regular' };
  }

  async set(userId: string, fieldId: string, rate: Rate): Promise<PathwayPaceResponse> {
    const pathway = await this.pathwayOf(fieldId);
    const write = () => this.paces.updateOne({ user: new Types.ObjectId(userId), pathway }, { $set: { rate } }, { upsert: true }).exec();
    // Two first choices at once: the unique (user, pathway) keeps one document, and the retry updates it.
    await write().catch((error: unknown) => (isDuplicateKey(error) ? write() : Promise.reject(error)));
    return { fieldId, rate };
  }

  private async pathwayOf(fieldId: string): Promise<Types.ObjectId> {
    if (!this.fields.byId(fieldId)) throw new NotFoundException(FIELD_NOT_FOUND);
    const pathway = await this.pathways.ofField(fieldId);
    if (!pathway) throw new NotFoundException(NO_PATHWAY_FOR_TRACK);
    return new Types.ObjectId(pathway.id);
  }
}
