import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { PathwayAccessRecord } from './access/schemas/pathway-access.schema';
import { PathwayPace } from './schemas/pathway-pace.schema';
import { PathwayResource } from './schemas/pathway-resource.schema';
import { Pathway } from './schemas/pathway.schema';
import { ResourceProgress } from './schemas/resource-progress.schema';

/** Account deletion's step here (decision 0050): plans held, progress and pace; an admin's name on content edits (decision 0054); what was paid stays with payments. */
@Injectable()
export class PathwaysErasure {
  constructor(
    @InjectModel(PathwayAccessRecord.name) private readonly accesses: Model<PathwayAccessRecord>,
    @InjectModel(ResourceProgress.name) private readonly progress: Model<ResourceProgress>,
    @InjectModel(PathwayPace.name) private readonly paces: Model<PathwayPace>,
    @InjectModel(Pathway.name) private readonly pathways: Model<Pathway>,
    @InjectModel(PathwayResource.name) private readonly resources: Model<PathwayResource>,
  ) {}

  async eraseUser(userId: Types.ObjectId): Promise<void> {
    await this.progress.deleteMany({ user: userId });
    await this.paces.deleteMany({ user: userId });
    await this.accesses.deleteMany({ user: userId });
    // The edit's date stays: the content was changed then, by someone no longer named.
    await this.resources.updateMany({ editedBy: userId }, { $set: { editedBy: null } });
    await this.pathways.updateMany({ 'sections.editedBy': userId }, { $set: { 'sections.$[edited].editedBy': null } }, { arrayFilters: [{ 'edited.editedBy': userId }] });
  }
}
