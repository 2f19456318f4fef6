import { Injectable } from '@nestjs/common';
import type { Types } from 'mongoose';
import { DIGEST_ITEMS } from '@trail/shared';
import { LearningService } from '../learning';
import { TodosService } from '../todos';

/** What one learner's weekly digest lists. */
export interface DigestItems {
  resources: { title: string; link: string }[];
  todos: { title: string }[];
  moreResources: number;
  moreTodos: number;
}

const ITEMS_SHOWN = DIGEST_ITEMS;

/** Asks the learning and to-do modules, which own those collections, for the digest's items. */
@Injectable()
export class DigestReader {
  constructor(
    private readonly learning: LearningService,
    private readonly todos: TodosService,
  ) {}

  async itemsFor(userId: Types.ObjectId): Promise<DigestItems> {
    const [resources, todos] = await Promise.all([
      this.learning.digestItemsFor(userId, ITEMS_SHOWN),
      this.todos.digestItemsFor(userId, ITEMS_SHOWN),
    ]);
    return {
      resources: resources.items,
      todos: todos.items,
      moreResources: resources.total - resources.items.length,
      moreTodos: todos.total - todos.items.length,
    };
  }
}

export const isEmptyDigest = (items: DigestItems): boolean =>
  items.resources.length === 0 && items.todos.length === 0;
