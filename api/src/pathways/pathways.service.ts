import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { PATHWAY_PLAN_DETAILS, PATHWAY_PLAN_IDS, type Pathway as PublicPathway, type PathwayPlan, type PathwayResource as PublicResource } from '@trail/shared';
import type { Model } from 'mongoose';
import { pathwaysConfig, type PathwaysConfig } from './pathways.config';
import { type PathwayRecord, type ResourceRecord, toPublicPathway, toPublicResource } from './pathway.mapper';
import { PathwayResource } from './schemas/pathway-resource.schema';
import { Pathway } from './schemas/pathway.schema';

export const PATHWAY_NOT_FOUND = 'This pathway does not exist';

const DAYS_PER_MONTH = 30;

/** Reads of pathway content: each answer is one aggregation, the pathway with its resources. */
@Injectable()
export class PathwaysService {
  constructor(
    @InjectModel(Pathway.name) private readonly pathways: Model<Pathway>,
    @InjectModel(PathwayResource.name) private readonly resources: Model<PathwayResource>,
    @Inject(pathwaysConfig.KEY) private readonly config: PathwaysConfig,
  ) {}

  async bySlug(slug: string): Promise<PublicPathway> {
    const found = await this.withResources<{ section: number; article: boolean }>(slug, { _id: 0, section: 1, article: 1 });
    return toPublicPathway(found, found.resources, this.plansFor(found));
  }

  async resourcesOf(slug: string): Promise<PublicResource[]> {
    const found = await this.withResources<ResourceRecord>(slug, { pathway: 0, key: 0, createdAt: 0, updatedAt: 0, __v: 0 });
    return found.resources.map((resource) => toPublicResource(resource, 'new'));
  }

  private async withResources<R>(slug: string, projection: Record<string, 0 | 1>): Promise<PathwayRecord & { resources: R[] }> {
    const [found] = await this.pathways
      .aggregate<PathwayRecord & { resources: R[] }>([
        { $match: { slug } },
        { $limit: 1 },
        {
          $lookup: {
            from: this.resources.collection.collectionName,
            localField: '_id',
            foreignField: 'pathway',
            as: 'resources',
            pipeline: [{ $sort: { section: 1, order: 1 } }, { $project: projection }],
          },
        },
      ])
      .exec();
    if (!found) throw new NotFoundException(PATHWAY_NOT_FOUND);
    return found;
  }

  private plansFor(pathway: PathwayRecord): PathwayPlan[] {
    const lastDue = Math.max(0, ...pathway.sections.map((section) => section.dueOffsetDays));
    const months = Math.max(1, Math.ceil(lastDue / DAYS_PER_MONTH));
    return PATHWAY_PLAN_IDS.map((plan) => ({
      plan,
      name: PATHWAY_PLAN_DETAILS[plan].name,
      features: [...PATHWAY_PLAN_DETAILS[plan].features],
      fullPriceKobo: this.config.prices[plan].full,
      monthlyPriceKobo: this.config.prices[plan].monthly,
      months,
    }));
  }
}
