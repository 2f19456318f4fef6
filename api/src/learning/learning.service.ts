import { BadRequestException, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  type LearningResource as LearningResourceDto,
  type SaveLearningResponse,
  normaliseResourceUrl,
  resourceSource,
} from '@trail/shared';
import type { Model, UpdateQuery } from 'mongoose';
import { isDuplicateKey } from '../common/database/duplicate-key';
import type { CreateLearningDto } from './dto/create-learning.dto';
import type { UpdateLearningDto } from './dto/update-learning.dto';
import { toLearningResource } from './learning-resource.mapper';
import { LearningResource, type LearningResourceDocument } from './schemas/learning-resource.schema';

function linkKeys(link: string): { normalisedUrl: string; offeredBy: string } {
  const normalisedUrl = normaliseResourceUrl(link);
  const offeredBy = resourceSource(link);
  if (!normalisedUrl || !offeredBy) throw new BadRequestException('link must be a web link starting with http:// or https://');
  return { normalisedUrl, offeredBy };
}

@Injectable()
export class LearningService implements OnModuleInit {
  constructor(@InjectModel(LearningResource.name) private readonly resources: Model<LearningResource>) {}

  /** The unique indexes must exist before the first save: they are what stops duplicates. */
  async onModuleInit(): Promise<void> {
    await this.resources.init();
  }

  async save(userId: string, body: CreateLearningDto): Promise<SaveLearningResponse> {
    const { normalisedUrl, offeredBy } = linkKeys(body.link);
    const existing = await this.findSaved(userId, normalisedUrl, body.saveId);
    if (existing) return { resource: toLearningResource(existing), alreadySaved: true };

    const now = new Date();
    try {
      const created = await this.resources.create({
        user: userId,
        title: body.title,
        link: body.link,
        normalisedUrl,
        offeredBy,
        type: body.type ?? body.learningType,
        microSkill: body.microSkill ?? [],
        ...(body.image ? { image: body.image } : {}),
        wishList: body.wishList?.state ? { state: true, date: now } : { state: false },
        reminder: body.reminder?.state ? { state: true, date: now } : { state: false },
        ...(body.saveId ? { saveId: body.saveId } : {}),
      });
      return { resource: toLearningResource(created), alreadySaved: false };
    } catch (error) {
      // A concurrent save of the same page won the race; answer with its record.
      if (!isDuplicateKey(error)) throw error;
      const winner = await this.findSaved(userId, normalisedUrl, body.saveId);
      if (!winner) throw error;
      return { resource: toLearningResource(winner), alreadySaved: true };
    }
  }

  async update(userId: string, id: string, body: UpdateLearningDto): Promise<LearningResourceDto> {
    const changes = this.changesFor(body);
    if (Object.keys(changes.$set ?? {}).length === 0) throw new BadRequestException('Nothing to update');
    const doc = await this.resources
      .findOneAndUpdate({ _id: id, user: userId }, changes, { returnDocument: 'after', runValidators: true })
      .exec();
    return toLearningResource(this.owned(doc));
  }

  async remove(userId: string, id: string): Promise<void> {
    const { deletedCount } = await this.resources.deleteOne({ _id: id, user: userId }).exec();
    if (deletedCount === 0) this.owned(null);
  }

  async lookup(userId: string, url: string): Promise<LearningResourceDto | null> {
    const normalisedUrl = normaliseResourceUrl(url);
    if (!normalisedUrl) return null;
    const doc = await this.resources.findOne({ user: userId, normalisedUrl }).exec();
    return doc ? toLearningResource(doc) : null;
  }

  private async findSaved(userId: string, normalisedUrl: string, saveId?: string): Promise<LearningResourceDocument | null> {
    if (saveId) {
      const retried = await this.resources.findOne({ user: userId, saveId }).exec();
      if (retried) return retried;
    }
    return this.resources.findOne({ user: userId, normalisedUrl }).exec();
  }

  /** Someone else's resource answers like a missing one, so ids reveal nothing. */
  private owned(doc: LearningResourceDocument | null): LearningResourceDocument {
    if (!doc) throw new NotFoundException('Resource not found');
    return doc;
  }

  private changesFor(body: UpdateLearningDto): UpdateQuery<LearningResource> {
    const now = new Date();
    const $set: Record<string, unknown> = {};
    const $unset: Record<string, 1> = {};
    if (body.title !== undefined) $set.title = body.title;
    if (body.type !== undefined) $set.type = body.type;
    if (body.microSkill !== undefined) $set.microSkill = body.microSkill;
    if (body.wishList) $set.wishList = { state: body.wishList.state, date: now };
    if (body.reminder) $set.reminder = { state: body.reminder.state, date: now };
    if (body.done === true) Object.assign($set, { done: true, doneAt: now });
    if (body.done === false) {
      $set.done = false;
      $unset.doneAt = 1;
    }
    return Object.keys($unset).length ? { $set, $unset } : { $set };
  }
}
