import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  LEARNING_VIEWS,
  type LearningCounts,
  type LearningResource as LearningResourceDto,
  type Page,
  normaliseMicroSkills,
} from '@trail/shared';
import { type Model, type QueryFilter, trusted, Types } from 'mongoose';
import { afterNewestFirst, newestFirstKey, pageOf } from '../platform/paging';
import { TodosService } from '../todos';
import type { ListLearningQuery } from './dto/list-learning.query';
import { RESOURCE_FIELDS, type StoredLearningResource, toLearningResource } from './learning-resource.mapper';
import { TALLY_FIELDS, VIEW_FILTERS, VIEW_TALLIES } from './learning-views';
import { LearningResource, NEWEST_FIRST_INDEX } from './schemas/learning-resource.schema';
import { regexLiteral } from '../platform/database';

/** A case-insensitive "contains" that treats every character of the input literally. */
function containsText(text: string): unknown {
  return trusted({ $regex: regexLiteral(text), $options: 'i' });
}

@Injectable()
export class LearningListService {
  constructor(
    @InjectModel(LearningResource.name) private readonly resources: Model<LearningResource>,
    private readonly todos: TodosService,
  ) {}

  /**
   * One read: a page plus one more tells whether there is a next page, without counting the library.
   * After a `cursor` the read starts where the last page ended; a numbered page skips the ones before it.
   */
  async list(userId: string, query: ListLearningQuery): Promise<Page<LearningResourceDto>> {
    const filter = this.filterFor(userId, query);
    if (query.cursor) filter.$and = trusted([afterNewestFirst(query.cursor, 'createdAt')]);
    const docs = await this.resources
      .find(filter, RESOURCE_FIELDS)
      .sort({ createdAt: -1, _id: -1 })
      // Reading in the answer's order stops after one page; another index would sort the whole library first.
      .hint(NEWEST_FIRST_INDEX)
      .skip(query.cursor ? 0 : (query.page - 1) * query.limit)
      .limit(query.limit + 1)
      .lean<StoredLearningResource[]>()
      .exec();
    const page = pageOf(docs, query.limit, (doc) => newestFirstKey(doc.createdAt, doc._id));
    return { ...page, items: page.items.map(toLearningResource), page: query.page, limit: query.limit };
  }

  /** The Home tiles, in one aggregation: every view tallied in one pass, the open to-dos joined in. */
  async counts(userId: string): Promise<LearningCounts> {
    const tallies = Object.fromEntries(LEARNING_VIEWS.map((view) => [view, { $sum: { $cond: [VIEW_TALLIES[view], 1, 0] } }]));
    const rows = await this.resources
      .aggregate<Partial<LearningCounts>>([
        { $match: { user: new Types.ObjectId(userId) } },
        // Only indexed fields: the tally index answers alone, no document is read.
        { $project: { _id: 0, ...TALLY_FIELDS } },
        { $group: { _id: null, ...tallies } },
        { $project: { _id: 0 } },
        this.todos.openCountStage(userId, 'todos'),
      ])
      .exec();
    const counts: LearningCounts = { progress: 0, wishlist: 0, history: 0, reminders: 0, todos: 0 };
    for (const row of rows) Object.assign(counts, row);
    return counts;
  }

  private filterFor(userId: string, query: ListLearningQuery): QueryFilter<LearningResource> & Record<string, unknown> {
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
