import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { AdminPathwayContent, AdminResource, AdminSection, ResourceEditBody, SectionEditBody } from '@trail/shared';
import { type Model, Types } from 'mongoose';
import { RESOURCE_NOT_FOUND } from '../progress/resource-progress.service';
import { PATHWAY_NOT_FOUND } from '../pathways.service';
import type { PathwayRecord, ResourceRecord } from '../pathway.mapper';
import { PathwayResource } from '../schemas/pathway-resource.schema';
import { Pathway } from '../schemas/pathway.schema';
import { toAdminContent, toAdminResource, toAdminSection } from './admin-content.mapper';

export const SECTION_NOT_FOUND = 'This pathway has no section with that number';
export const subNotInSection = (section: number, subs: readonly string[]) => `sub must be one of section ${section}'s sub-topics: ${subs.join(', ')}`;

const OBJECT_ID = /^[0-9a-f]{24}$/i;

/** A pathway's id and its sections' numbers and sub-topics, for checking what an edit names. */
export interface PathwaySections {
  id: string;
  sections: { no: number; sub: string[] }[];
}

/**
 * The admin page's edits of pathway content (decision 0054). Every write stamps editedAt and editedBy,
 * which also tells the seed to keep the admin's version; resources are retired, never deleted, so
 * learners' progress always points at a document and counts leave retired ones out.
 */
@Injectable()
export class PathwayContentAdminService {
  constructor(
    @InjectModel(Pathway.name) private readonly pathways: Model<Pathway>,
    @InjectModel(PathwayResource.name) private readonly resources: Model<PathwayResource>,
  ) {}

  async content(slug: string): Promise<AdminPathwayContent> {
    const [found] = await this.pathways
      .aggregate<PathwayRecord & { resources: ResourceRecord[] }>([
        { $match: { slug } },
        { $limit: 1 },
        { $lookup: { from: this.resources.collection.collectionName, localField: '_id', foreignField: 'pathway', as: 'resources', pipeline: [{ $sort: { section: 1, order: 1, _id: 1 } }] } },
      ])
      .exec();
    if (!found) throw new NotFoundException(PATHWAY_NOT_FOUND);
    return toAdminContent(found, found.resources);
  }

  /** For the assessments module's edits: the pathway's id and its sections, 404 for no such pathway. */
  sectionsOf(slug: string): Promise<PathwaySections> {
    return this.sectionsWhere({ slug });
  }

  sectionsById(pathwayId: Types.ObjectId): Promise<PathwaySections> {
    return this.sectionsWhere({ _id: pathwayId });
  }

  private async sectionsWhere(filter: { slug: string } | { _id: Types.ObjectId }): Promise<PathwaySections> {
    const found = await this.pathways.findOne(filter, { _id: 1, 'sections.no': 1, 'sections.sub': 1 }).lean<PathwayRecord>().exec();
    if (!found) throw new NotFoundException(PATHWAY_NOT_FOUND);
    return { id: found._id.toString(), sections: found.sections.map(({ no, sub }) => ({ no, sub })) };
  }

  async editSection(slug: string, no: number, body: SectionEditBody, adminId: string): Promise<AdminSection> {
    const set = {
      'sections.$.title': body.title, 'sections.$.sub': body.sub, 'sections.$.dueOffsetDays': body.dueOffsetDays,
      'sections.$.duration': body.duration, 'sections.$.editedAt': new Date(), 'sections.$.editedBy': new Types.ObjectId(adminId),
    };
    const saved = await this.pathways.findOneAndUpdate({ slug, 'sections.no': no }, { $set: set }, { returnDocument: 'after', projection: { sections: 1 } }).lean<PathwayRecord>().exec();
    if (!saved) throw (await this.pathways.exists({ slug })) ? new NotFoundException(SECTION_NOT_FOUND) : new NotFoundException(PATHWAY_NOT_FOUND);
    return toAdminSection(saved.sections.find((section) => section.no === no)!);
  }

  async addResource(slug: string, body: ResourceEditBody, adminId: string): Promise<AdminResource> {
    const pathway = await this.sectionsOf(slug);
    this.checkSection(pathway, body);
    const pathwayId = new Types.ObjectId(pathway.id);
    const _id = new Types.ObjectId();
    const order = body.order ?? (await this.resources.countDocuments({ pathway: pathwayId, section: body.section }).exec());
    // The key only has to be unique and stable: admin-made resources are never in the content files.
    const created = await this.resources.create({
      ...body, _id, pathway: pathwayId, key: `admin-${_id.toString()}`, order, retiredAt: null, editedAt: new Date(), editedBy: new Types.ObjectId(adminId),
    });
    return toAdminResource(created.toObject());
  }

  async editResource(id: string, body: ResourceEditBody, adminId: string): Promise<AdminResource> {
    const current = await this.resourceById(id);
    this.checkSection(await this.sectionsById(current.pathway), body);
    return this.stamp(id, { ...body, order: body.order ?? current.order }, adminId);
  }

  /** Retired: hidden from learners and left out of every count; `false` brings it back. */
  async setRetired(id: string, retired: boolean, adminId: string): Promise<AdminResource> {
    await this.resourceById(id);
    return this.stamp(id, { retiredAt: retired ? new Date() : null }, adminId);
  }

  private async stamp(id: string, set: Record<string, unknown>, adminId: string): Promise<AdminResource> {
    const saved = await this.resources
      .findByIdAndUpdate(id, { $set: { ...set, editedAt: new Date(), editedBy: new Types.ObjectId(adminId) } }, { returnDocument: 'after' })
      .lean<ResourceRecord>()
      .exec();
    if (!saved) throw new NotFoundException(RESOURCE_NOT_FOUND);
    return toAdminResource(saved);
  }

  private async resourceById(id: string): Promise<ResourceRecord> {
    const found = OBJECT_ID.test(id) ? await this.resources.findById(id).lean<ResourceRecord>().exec() : null;
    if (!found) throw new NotFoundException(RESOURCE_NOT_FOUND);
    return found;
  }

  private checkSection(pathway: PathwaySections, body: { section: number; sub: string }): void {
    const section = pathway.sections.find((one) => one.no === body.section);
    if (!section) throw new BadRequestException(SECTION_NOT_FOUND);
    if (!section.sub.includes(body.sub)) throw new BadRequestException(subNotInSection(section.no, section.sub));
  }
}
