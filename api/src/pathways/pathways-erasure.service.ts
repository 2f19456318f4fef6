import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { PathwayAccessRecord } from './access/schemas/pathway-access.schema';
import { PathwayPace } from './schemas/pathway-pace.schema';
import { ResourceProgress } from './schemas/resource-progress.schema';

/** Account deletion's step here (decision 0050): plans held, progress and pace; what was paid stays with payments. */
@Injectable()
export class PathwaysErasure {
  constructor(
    @InjectModel(PathwayAccessRecord.name) private readonly accesses: Model<PathwayAccessRecord>,
    @InjectModel(ResourceProgress.name) private readonly progress: Model<ResourceProgress>,
    @InjectModel(PathwayPace.name) private readonly paces: Model<PathwayPace>,
  ) {}

  async eraseUser(userId: Types.ObjectId): Promise<void> {
    await this.progress.deleteMany({ user: userId });
    await this.paces.deleteMany({ user: userId });
    await this.accesses.deleteMany({ user: userId });
  }
}
