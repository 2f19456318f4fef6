import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { PathwayExport } from '@trail/shared';
import mongoose, { type Model, Types } from 'mongoose';
import { PathwayAccessRecord } from './access/schemas/pathway-access.schema';
import { PathwayPace } from './schemas/pathway-pace.schema';
import { PathwayResource } from './schemas/pathway-resource.schema';
import { Pathway } from './schemas/pathway.schema';
import { ResourceProgress } from './schemas/resource-progress.schema';

const id = (value: Types.ObjectId) => value.toHexString();

/** The account export's pathways (decision 0030): every plan held, lapsed ones too, with pace and progress. */
@Injectable()
export class PathwaysExport {
  constructor(
    @InjectModel(PathwayAccessRecord.name) private readonly accesses: Model<PathwayAccessRecord>,
    @InjectModel(ResourceProgress.name) private readonly progress: Model<ResourceProgress>,
    @InjectModel(PathwayPace.name) private readonly paces: Model<PathwayPace>,
    @InjectModel(Pathway.name) private readonly pathways: Model<Pathway>,
    @InjectModel(PathwayResource.name) private readonly resources: Model<PathwayResource>,
  ) {}

  async of(userId: string): Promise<PathwayExport[]> {
    const user = new Types.ObjectId(userId);
    const [accesses, progress, paces] = await Promise.all([
      this.accesses.find({ user }).sort({ grantedAt: 1 }).lean(),
      this.progress.find({ user }).sort({ openedAt: 1 }).lean(),
      this.paces.find({ user }).lean(),
    ]);
    const pathwayIds = [...new Set([...accesses, ...progress].map((one) => id(one.pathway)))].map((one) => new Types.ObjectId(one));
    const [pathways, resources] = await Promise.all([
      this.pathways.find({ _id: mongoose.trusted({ $in: pathwayIds }) }, { slug: 1, title: 1 }).lean(),
      this.resources.find({ _id: mongoose.trusted({ $in: progress.map((one) => one.resource) }) }, { title: 1 }).lean(),
    ]);
    const pathwayOf = new Map(pathways.map((one) => [id(one._id), { slug: one.slug, title: one.title }]));
    const titleOf = new Map(resources.map((one) => [id(one._id), one.title]));
    return accesses.map((access) => ({
      pathway: pathwayOf.get(id(access.pathway)) ?? { slug: '', title: 'A pathway no longer offered' },
      plan: access.plan,
      mode: access.mode,
      grantedAt: access.grantedAt.toISOString(),
      paidUntil: access.paidUntil?.toISOString() ?? null,
      pace: paces.find((pace) => pace.pathway.equals(access.pathway))?.rate ?? null,
      progress: progress
        .filter((one) => one.pathway.equals(access.pathway))
        .map((one) => ({
          resource: titleOf.get(id(one.resource)) ?? 'A resource no longer offered',
          state: one.state,
          openedAt: one.openedAt.toISOString(),
          completedAt: one.completedAt?.toISOString() ?? null,
        })),
    }));
  }
}
