import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  PATHWAY_PLAN_DETAILS, PATHWAY_PLAN_IDS, type Pathway as PublicPathway, type PathwayAccess, type PathwayPlan, type PathwayResource as PublicResource,
} from '@trail/shared';
import mongoose, { type Model, type PipelineStage, Types } from 'mongoose';
import { type AccessRow, needsPlan, PathwayAccessService } from './access/pathway-access.service';
import { SubscriptionsService } from '../payments';
import { pathwaysConfig, type PathwaysConfig } from './pathways.config';
import { type PathwayRecord, type ResourceRecord, toPublicPathway, toPublicResource } from './pathway.mapper';
import { PathwayResource } from './schemas/pathway-resource.schema';
import { ResourceProgress } from './schemas/resource-progress.schema';
import { Pathway } from './schemas/pathway.schema';

export const PATHWAY_NOT_FOUND = 'This pathway does not exist';
export const NO_PATHWAY_FOR_TRACK = 'This track has no pathway yet';

const DAYS_PER_MONTH = 30;

export interface PathwayOutline {
  id: string;
  slug: string;
  title: string;
  sections: { no: number; title: string; sub: string[] }[];
  /** How many monthly payments Pay Monthly takes: the months to the last due date. */
  months: number;
}

const monthsOf = (sections: { dueOffsetDays: number }[]): number =>
  Math.max(1, Math.ceil(Math.max(0, ...sections.map((section) => section.dueOffsetDays)) / DAYS_PER_MONTH));

const toOutline = (found: PathwayRecord): PathwayOutline => ({
  id: found._id.toString(),
  slug: found.slug,
  title: found.title,
  sections: found.sections.map(({ no, title, sub }) => ({ no, title, sub })),
  months: monthsOf(found.sections),
});

interface ProgressRow {
  resource: Types.ObjectId;
  state: 'pending' | 'completed';
  openedAt: Date;
}

/** Reads of pathway content: each answer is one aggregation, the pathway with its resources (and the caller's progress). */
@Injectable()
export class PathwaysService {
  constructor(
    @InjectModel(Pathway.name) private readonly pathways: Model<Pathway>,
    @InjectModel(PathwayResource.name) private readonly resources: Model<PathwayResource>,
    @InjectModel(ResourceProgress.name) private readonly progress: Model<ResourceProgress>,
    @Inject(pathwaysConfig.KEY) private readonly config: PathwaysConfig,
    private readonly access: PathwayAccessService,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  async bySlug(slug: string): Promise<PublicPathway> {
    const found = await this.findWithResources<{ section: number; article: boolean }>(slug, { _id: 0, section: 1, article: 1 });
    if (!found) throw new NotFoundException(PATHWAY_NOT_FOUND);
    return toPublicPathway(found, found.resources, this.plansFor(found));
  }

  /** The caller's plan on the pathway: 404 for no such pathway, 402 without a plan. */
  async accessOf(slug: string, userId: string): Promise<PathwayAccess> {
    const [found] = await this.pathways
      .aggregate<{ slug: string; access: AccessRow[] }>([{ $match: { slug } }, { $limit: 1 }, { $project: { slug: 1 } }, this.access.lookupFor(userId, '_id')])
      .exec();
    if (!found) throw new NotFoundException(PATHWAY_NOT_FOUND);
    const [access] = found.access;
    if (!access) throw needsPlan();
    const { renews, expiringCard } =
      access.paidUntil && access.subscriptionId ? await this.subscriptions.renewalOf(access.subscriptionId) : { renews: false, expiringCard: null };
    return {
      slug: found.slug, plan: access.plan, mode: access.mode, grantedAt: access.grantedAt.toISOString(),
      paidUntil: access.paidUntil?.toISOString() ?? null, renews, expiringCard,
    };
  }

  /** Every resource in order, with the caller's progress on each (no progress record: new); 402 without a plan. */
  async resourcesOf(slug: string, userId: string): Promise<PublicResource[]> {
    const progressOf = {
      $lookup: {
        from: this.progress.collection.collectionName,
        let: { pathway: '$_id' },
        pipeline: [
          { $match: { $expr: { $and: [{ $eq: ['$user', new Types.ObjectId(userId)] }, { $eq: ['$pathway', '$$pathway'] }] } } },
          { $project: { _id: 0, resource: 1, state: 1, openedAt: 1 } },
        ],
        as: 'progress',
      },
    };
    // The plan is checked before the resources are joined: without one, nothing is built.
    const found = await this.findWithResources<ResourceRecord, { progress: ProgressRow[] }>(
      slug,
      { pathway: 0, key: 0, createdAt: 0, updatedAt: 0, __v: 0 },
      [progressOf],
      [this.access.lookupFor(userId, '_id'), { $match: { 'access.0': { $exists: true } } }],
    );
    // Telling "no plan" (402) from "no pathway" (404) costs one more read, on that path only.
    if (!found) throw (await this.pathways.exists({ slug })) ? needsPlan() : new NotFoundException(PATHWAY_NOT_FOUND);
    const byResource = new Map(found.progress.map((row) => [row.resource.toString(), row]));
    return found.resources.map((resource) => {
      const row = byResource.get(resource._id.toString());
      return toPublicResource(resource, row?.state ?? 'new', row?.openedAt);
    });
  }

  /** The pathway by slug with its resources in order; `gate` stages run before the resources are joined and may drop it. */
  private async findWithResources<R, Extra = unknown>(
    slug: string,
    projection: Record<string, 0 | 1>,
    more: PipelineStage.Lookup[] = [],
    gate: PipelineStage[] = [],
  ): Promise<(PathwayRecord & { resources: R[] } & Extra) | undefined> {
    const [found] = await this.pathways
      .aggregate<PathwayRecord & { resources: R[] } & Extra>([
        { $match: { slug } },
        { $limit: 1 },
        ...gate,
        {
          $lookup: {
            from: this.resources.collection.collectionName,
            localField: '_id',
            foreignField: 'pathway',
            as: 'resources',
            pipeline: [{ $match: { retiredAt: null } }, { $sort: { section: 1, order: 1 } }, { $project: projection }],
          },
        },
        ...more,
      ])
      .exec();
    return found;
  }

  /** For other modules: a track's pathway, its id and its sections' titles, or null when it has none. */
  async ofField(fieldId: string): Promise<PathwayOutline | null> {
    if (!Types.ObjectId.isValid(fieldId)) return null;
    const found = await this.pathways.findOne({ fieldId: new Types.ObjectId(fieldId) }, { slug: 1, title: 1, sections: 1 }).lean<PathwayRecord>().exec();
    return found ? toOutline(found) : null;
  }

  /** A track's pathway (its id only) with what other modules' `$lookup` stages join to it, in one read (decision 0028); null when it has none. */
  async joinedOfField<Joined extends object>(fieldId: string, more: PipelineStage.Lookup[]): Promise<(Joined & { _id: Types.ObjectId }) | null> {
    if (!Types.ObjectId.isValid(fieldId)) return null;
    const [found] = await this.pathways
      .aggregate<Joined & { _id: Types.ObjectId }>([{ $match: { fieldId: new Types.ObjectId(fieldId) } }, { $limit: 1 }, { $project: { _id: 1 } }, ...more])
      .exec();
    return found ?? null;
  }

  /**
   * The same for a learner who must hold a plan on it (402 otherwise), with what other modules'
   * `$lookup` stages join to the pathway (their own collections, STYLE 11), in one read (decision 0028).
   */
  async ofFieldJoined<Joined extends object = object>(
    fieldId: string,
    userId: string,
    more: PipelineStage.Lookup[] = [],
  ): Promise<{ outline: PathwayOutline; joined: Joined } | null> {
    if (!Types.ObjectId.isValid(fieldId)) return null;
    const [found] = await this.pathways
      .aggregate<PathwayRecord & { access: AccessRow[] } & Joined>([
        { $match: { fieldId: new Types.ObjectId(fieldId) } },
        { $limit: 1 },
        { $project: { slug: 1, title: 1, sections: 1 } },
        this.access.lookupFor(userId, '_id'),
        ...more,
      ])
      .exec();
    if (!found) return null;
    if (found.access.length === 0) throw needsPlan();
    return { outline: toOutline(found), joined: found };
  }

  /** A learner's completed resources of one section, of how many (the section completion rule); retired ones do not count. */
  async sectionResourceCounts(pathwayId: string, userId: string, section: number): Promise<{ completed: number; total: number }> {
    const [counts] = await this.resources
      .aggregate<{ completed: number; total: number }>([
        { $match: { pathway: new Types.ObjectId(pathwayId), section, retiredAt: null } },
        {
          $lookup: {
            from: this.progress.collection.collectionName,
            let: { resource: '$_id' },
            pipeline: [{ $match: { $expr: { $and: [{ $eq: ['$user', new Types.ObjectId(userId)] }, { $eq: ['$resource', '$$resource'] }, { $eq: ['$state', 'completed'] }] } } }, { $limit: 1 }],
            as: 'done',
          },
        },
        { $group: { _id: null, total: { $sum: 1 }, completed: { $sum: { $size: '$done' } } } },
      ])
      .exec();
    return { completed: counts?.completed ?? 0, total: counts?.total ?? 0 };
  }

  /** A pathway's slug and title by its id (a payment's return page names what was bought). */
  async nameOf(pathwayId: string): Promise<{ slug: string; title: string }> {
    const found = await this.pathways.findById(pathwayId, { _id: 0, slug: 1, title: 1 }).lean<{ slug: string; title: string }>().exec();
    if (!found) throw new NotFoundException(PATHWAY_NOT_FOUND);
    return found;
  }

  /** The slugs of these pathways by id (hex), in one read; a pathway that no longer exists is absent. */
  async slugsOf(pathwayIds: readonly Types.ObjectId[]): Promise<ReadonlyMap<string, string>> {
    if (pathwayIds.length === 0) return new Map();
    const found = await this.pathways.find({ _id: mongoose.trusted({ $in: pathwayIds }) }, { slug: 1 }).lean<{ _id: Types.ObjectId; slug: string }[]>().exec();
    return new Map(found.map((pathway) => [pathway._id.toHexString(), pathway.slug]));
  }

  /** The track (field) a pathway belongs to, or null. */
  async fieldIdOf(pathwayId: Types.ObjectId): Promise<string | null> {
    const found = await this.pathways.findById(pathwayId, { _id: 0, fieldId: 1 }).lean<{ fieldId?: Types.ObjectId }>().exec();
    return found?.fieldId ? found.fieldId.toString() : null;
  }

  /** For other modules' seeds: a pathway's id by its slug, or null. */
  async idOfSlug(slug: string): Promise<string | null> {
    const found = await this.pathways.findOne({ slug }, { _id: 1 }).lean<{ _id: Types.ObjectId }>().exec();
    return found ? found._id.toString() : null;
  }

  private plansFor(pathway: PathwayRecord): PathwayPlan[] {
    const months = monthsOf(pathway.sections);
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
