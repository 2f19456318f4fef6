import { Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { PathwayResource as PublicResource } from '@trail/shared';
import mongoose, { Model, Types } from 'mongoose';
import { isDuplicateKey } from '../../platform/database';
import { type AccessRow, needsPlan, PathwayAccessService } from '../access/pathway-access.service';
import { type ResourceRecord, toPublicResource } from '../pathway.mapper';
import { PathwayResource } from '../schemas/pathway-resource.schema';
import { ResourceProgress } from '../schemas/resource-progress.schema';

export const RESOURCE_NOT_FOUND = 'This pathway resource does not exist';

const OBJECT_ID = /^[0-9a-f]{24}$/i;

/** Resource progress: new → pending when opened → completed when marked as read; never back. */
@Injectable()
export class ResourceProgressService implements OnModuleInit {
  constructor(
    @InjectModel(PathwayResource.name) private readonly resources: Model<PathwayResource>,
    @InjectModel(ResourceProgress.name) private readonly progress: Model<ResourceProgress>,
    private readonly access: PathwayAccessService,
  ) {}

  async onModuleInit(): Promise<void> {
    // The unique (user, resource) index is the guard against double marks: it must exist before the first.
    await this.progress.init();
  }

  /** PUT /users/currentresource/:id: opened. A completed resource stays completed. */
  async open(userId: string, resourceId: string): Promise<PublicResource> {
    const resource = await this.openableResource(resourceId, userId);
    const now = new Date();
    const filter = { user: new Types.ObjectId(userId), resource: resource._id };
    const update = { $setOnInsert: { pathway: resource.pathway, state: 'pending' as const, openedAt: now } };
    const saved = await this.upsert(filter, update);
    return toPublicResource(resource, saved.state, saved.openedAt);
  }

  /** PUT /users/resource/:id: marked as read, whether or not it was opened first. */
  async complete(userId: string, resourceId: string): Promise<PublicResource> {
    const resource = await this.openableResource(resourceId, userId);
    const now = new Date();
    const key = { user: new Types.ObjectId(userId), resource: resource._id };
    const pending = { ...key, state: 'pending' as const };
    const done = { $set: { state: 'completed' as const, completedAt: now } };
    // Only a resource not yet completed matches; for a completed one the upsert clashes on the unique
    // index and it stays as it was. A clash with an open() racing in is settled by updating what it wrote.
    const saved = await this.progress
      .findOneAndUpdate(pending, { ...done, $setOnInsert: { pathway: resource.pathway, openedAt: now } }, { upsert: true, returnDocument: 'after' })
      .lean()
      .orFail()
      .exec()
      .catch(async (error: unknown) => {
        if (!isDuplicateKey(error)) throw error;
        return (await this.progress.findOneAndUpdate(pending, done, { returnDocument: 'after' }).lean().exec()) ?? this.progress.findOne(key).lean().orFail().exec();
      });
    return toPublicResource(resource, saved.state, saved.openedAt);
  }

  /** The resource, read with the learner's plan on its pathway: 404 for none, 402 without a plan. */
  private async openableResource(id: string, userId: string): Promise<ResourceRecord> {
    if (!OBJECT_ID.test(id)) throw new NotFoundException(RESOURCE_NOT_FOUND);
    const [found] = await this.resources
      .aggregate<ResourceRecord & { access: AccessRow[] }>([{ $match: { _id: new Types.ObjectId(id), retiredAt: null } }, { $limit: 1 }, this.access.lookupFor(userId, 'pathway')])
      .exec();
    if (!found) throw new NotFoundException(RESOURCE_NOT_FOUND);
    const { access, ...resource } = found;
    if (access.length === 0) throw needsPlan();
    return resource;
  }

  /** The upsert, or on a duplicate key (a racing request) the document the other one wrote. */
  private async upsert(filter: Record<string, unknown>, update: mongoose.UpdateQuery<ResourceProgress>) {
    return this.progress
      .findOneAndUpdate(filter, update, { upsert: true, returnDocument: 'after' })
      .lean()
      .orFail()
      .exec()
      .catch((error: unknown) => {
        if (!isDuplicateKey(error)) throw error;
        return this.progress.findOne(filter).lean().orFail().exec();
      });
  }
}
