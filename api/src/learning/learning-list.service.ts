import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  LEARNING_VIEWS,
  type LearningCounts,
  type LearningResource as LearningResourceDto,
  type Page,
  normaliseMicroSkills,
} from '@trail/shared';
import { type Model, type QueryFilter, trusted } from 'mongoose';
import { TodosService } from '../todos/todos.service';
import type { ListLearningQuery } from './dto/list-learning.query';
import { toLearningResource } from './learning-resource.mapper';
import { VIEW_FILTERS } from './learning-views';
import { LearningResource } from './schemas/learning-resource.schema';

/** A case-insensitive "contains" that treats every character of the input literally. */
function containsText(text: string): unknown {
  return trusted({ $regex: text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), $options: 'i' });
}

@Injectable()
export class LearningListService {
  constructor(
    @InjectModel(LearningResource.name) private readonly resources: Model<LearningResource>,
    private readonly todos: TodosService,
  ) {}

  async list(userId: string, query: ListLearningQuery): Promise<Page<LearningResourceDto>> {
    const filter = this.filterFor(userId, query);
    const [docs, total] = await Promise.all([
      this.resources
        .find(filter)
        .sort({ createdAt: -1, _id: -1 })
        .skip((query.page - 1) * query.limit)
        .limit(query.limit)
        .exec(),
      this.resources.countDocuments(filter).exec(),
    ]);
    return { items: docs.map(toLearningResource), total, page: query.page, limit: query.limit };
  }

  /** The Home tiles. */
  async counts(userId: string): Promise<LearningCounts> {
    const [views, todos] = await Promise.all([
      Promise.all(LEARNING_VIEWS.map((view) => this.resources.countDocuments({ user: userId, ...VIEW_FILTERS[view] }).exec())),
      this.todos.countOpen(userId),
    ]);
    const [progress = 0, wishlist = 0, history = 0, reminders = 0] = views;
    return { progress, wishlist, history, reminders, todos };
  }

  private filterFor(userId: string, query: ListLearningQuery): QueryFilter<LearningResource> {
    const filter: Record<string, unknown> = { user: userId, ...VIEW_FILTERS[query.view] };
    if (query.q) filter.$or = trusted([{ title: containsText(query.q) }, { offeredBy: containsText(query.q) }]);
    if (query.skill) {
      const [skill] = normaliseMicroSkills([query.skill]);
      if (skill) filter.microSkill = skill;
    }
    if (query.types?.length) filter.type = trusted({ $in: query.types });
    if (query.source) filter.offeredBy = containsText(query.source);
    return filter;
  }
}
