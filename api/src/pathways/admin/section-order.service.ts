import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import type { AdminPathwayContent, SectionMoveBody } from '@trail/shared';
import mongoose, { type Connection, type Model, Types } from 'mongoose';
import { swapSectionNumbers } from './swap-section-numbers';
import { withTransaction } from '../../platform/database';
import { PATHWAY_CATALOGUE } from '../content/pathway-catalogue';
import { PATHWAY_NOT_FOUND } from '../pathways.service';
import { RESOURCE_NOT_FOUND } from '../progress/resource-progress.service';
import type { PathwayRecord } from '../pathway.mapper';
import { PathwaySeedService } from '../pathway-seed.service';
import { PathwayResource } from '../schemas/pathway-resource.schema';
import { Pathway } from '../schemas/pathway.schema';
import { PathwayContentAdminService, SECTION_NOT_FOUND } from './pathway-content-admin.service';
import { SectionMoves } from './section-moves';

export const SECTION_MOVE_MESSAGES = {
  first: 'The first section cannot move up',
  last: 'The last section cannot move down',
  notSeeded: 'This pathway has no seed content to go back to',
} as const;

/**
 * Section order and hand-backs on the admin page (decision 0062). A move swaps two sections' content
 * (their numbers and due offsets stay with the position) and renumbers every document that names
 * them — resources here, questions, attempts and grants through `SectionMoves` — in one transaction.
 * Learners' resource progress points at resource ids and is never written.
 */
@Injectable()
export class SectionOrderService {
  constructor(
    @InjectConnection() private readonly connection: Connection,
    @InjectModel(Pathway.name) private readonly pathways: Model<Pathway>,
    @InjectModel(PathwayResource.name) private readonly resources: Model<PathwayResource>,
    private readonly moves: SectionMoves,
    private readonly seed: PathwaySeedService,
    private readonly content: PathwayContentAdminService,
  ) {}

  async move(slug: string, no: number, { direction }: SectionMoveBody, adminId: string): Promise<AdminPathwayContent> {
    await withTransaction(this.connection, async (session) => {
      const pathway = await this.pathways.findOne({ slug }, { sections: 1 }).session(session).lean<PathwayRecord>().exec();
      if (!pathway) throw new NotFoundException(PATHWAY_NOT_FOUND);
      const sections = [...pathway.sections].sort((x, y) => x.no - y.no);
      const at = sections.findIndex((section) => section.no === no);
      if (at < 0) throw new NotFoundException(SECTION_NOT_FOUND);
      const other = direction === 'up' ? at - 1 : at + 1;
      if (other < 0) throw new BadRequestException(SECTION_MOVE_MESSAGES.first);
      if (other >= sections.length) throw new BadRequestException(SECTION_MOVE_MESSAGES.last);
      const [a, b] = [sections[at]!, sections[other]!];
      const stamp = { editedAt: new Date(), editedBy: new Types.ObjectId(adminId) };
      sections[at] = { ...b, no: a.no, dueOffsetDays: a.dueOffsetDays, ...stamp };
      sections[other] = { ...a, no: b.no, dueOffsetDays: b.dueOffsetDays, ...stamp };
      // Written whole: the swap lands with the renumbering below, or not at all.
      await this.pathways.updateOne({ _id: pathway._id }, { $set: { sections } }, { session }).exec();
      // Stamped, so the next seed keeps them where the admin put them (decision 0054).
      await this.resources.updateMany({ pathway: pathway._id, section: mongoose.trusted({ $in: [a.no, b.no] }) }, { $set: stamp }, { session }).exec();
      await swapSectionNumbers(this.resources, { pathway: pathway._id }, a.no, b.no, session);
      await this.moves.swapOthers(pathway._id, a.no, b.no, session);
    });
    return this.content.content(slug);
  }

  /** The section's text goes back to the seed files at once (its number's section there); its resources and questions are untouched. */
  async resetSection(slug: string, no: number): Promise<AdminPathwayContent> {
    const files = this.filesOf(slug);
    const cleared = await this.pathways.updateOne({ slug, 'sections.no': no }, { $set: { 'sections.$.editedAt': null, 'sections.$.editedBy': null } }).exec();
    if (cleared.matchedCount === 0) throw (await this.pathways.exists({ slug })) ? new NotFoundException(SECTION_NOT_FOUND) : new NotFoundException(PATHWAY_NOT_FOUND);
    await this.seed.seed(files);
    return this.content.content(slug);
  }

  /** A resource goes back to the seed files at once (section, order and text); one an admin made is not in them, so it stays. */
  async resetResource(id: string): Promise<AdminPathwayContent> {
    const found = Types.ObjectId.isValid(id) ? await this.resources.findById(id, { pathway: 1, key: 1 }).lean<{ _id: Types.ObjectId; pathway: Types.ObjectId; key: string }>().exec() : null;
    const pathway = found ? await this.pathways.findById(found.pathway, { slug: 1 }).lean<{ slug: string }>().exec() : null;
    if (!found || !pathway) throw new NotFoundException(RESOURCE_NOT_FOUND);
    const files = this.filesOf(pathway.slug);
    if (found.key.startsWith('admin-')) throw new BadRequestException('This resource was made on the admin page: it has no seed content to go back to');
    await this.resources.updateOne({ _id: found._id }, { $set: { editedAt: null, editedBy: null } }).exec();
    await this.seed.seed(files);
    return this.content.content(pathway.slug);
  }

  private filesOf(slug: string) {
    const files = PATHWAY_CATALOGUE.find((content) => content.slug === slug);
    if (!files) throw new NotFoundException(SECTION_MOVE_MESSAGES.notSeeded);
    return files;
  }
}
