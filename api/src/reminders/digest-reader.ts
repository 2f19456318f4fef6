import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Connection, Types } from 'mongoose';
import { DIGEST_ITEMS } from '@trail/shared';

/** What one learner's weekly digest lists. */
export interface DigestItems {
  resources: { title: string; link: string }[];
  todos: { title: string }[];
  moreResources: number;
  moreTodos: number;
}

const ITEMS_SHOWN = DIGEST_ITEMS;

/**
 * Reads, never writes, the collections the learning and to-do modules own, so the
 * reminders do not depend on those modules' services.
 */
@Injectable()
export class DigestReader {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  async itemsFor(userId: Types.ObjectId): Promise<DigestItems> {
    const resourceFilter = { user: userId, 'reminder.state': true, done: { $ne: true } };
    const todoFilter = { user: userId, done: { $ne: true } };
    const resources = this.connection.collection('learningresources');
    const todos = this.connection.collection('todos');
    const [resourceList, resourceCount, todoList, todoCount] = await Promise.all([
      resources
        .find(resourceFilter, { projection: { title: 1, link: 1 } })
        .sort({ createdAt: -1 })
        .limit(ITEMS_SHOWN)
        .toArray(),
      resources.countDocuments(resourceFilter),
      todos.find(todoFilter, { projection: { title: 1 } }).sort({ createdAt: -1 }).limit(ITEMS_SHOWN).toArray(),
      todos.countDocuments(todoFilter),
    ]);
    return {
      resources: resourceList.map((r) => ({ title: String(r.title), link: String(r.link) })),
      todos: todoList.map((t) => ({ title: String(t.title) })),
      moreResources: resourceCount - resourceList.length,
      moreTodos: todoCount - todoList.length,
    };
  }
}

export const isEmptyDigest = (items: DigestItems): boolean =>
  items.resources.length === 0 && items.todos.length === 0;
