import { BadRequestException, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Todo as TodoDto } from '@trail/shared';
import { INPUT_LIMITS } from '@trail/shared';
import mongoose, { type Model, type PipelineStage, Types, trusted } from 'mongoose';
import type { CreateTodoDto } from './dto/create-todo.dto';
import type { UpdateTodoDto } from './dto/update-todo.dto';
import { Todo } from './schemas/todo.schema';

/** The to-do panel shows a handful; this only bounds a runaway list. */
const OPEN_TODOS_MAX = INPUT_LIMITS.openTodos;
/** Open: not done. Older code could store `done: null`; such a to-do is still open, not hidden for good. */
const OPEN = { done: trusted({ $in: [false, null] }) };

type StoredTodo = Pick<Todo, 'title' | 'done' | 'user' | 'createdAt' | 'updateDate'> & { _id: Types.ObjectId };

/** What reads fetch: every field the answer shows. */
const TODO_FIELDS = { title: 1, done: 1, user: 1, createdAt: 1, updateDate: 1 } as const;

function toTodo(doc: StoredTodo): TodoDto {
  return {
    _id: String(doc._id),
    title: doc.title ?? '',
    done: doc.done === true,
    user: String(doc.user),
    createdAt: doc.createdAt.toISOString(),
    ...(doc.updateDate ? { updateDate: doc.updateDate.toISOString() } : {}),
  };
}

/** The weekly digest's share: the newest open to-dos, and how many there are. */
export interface DigestTodos {
  items: { title: string }[];
  total: number;
}

@Injectable()
export class TodosService implements OnModuleInit {
  constructor(@InjectModel(Todo.name) private readonly todos: Model<Todo>) {}

  async onModuleInit(): Promise<void> {
    await this.todos.init();
  }

  async listOpen(userId: string): Promise<TodoDto[]> {
    const docs = await this.todos
      .find({ user: userId, ...OPEN }, TODO_FIELDS)
      .sort({ createdAt: -1, _id: -1 })
      .limit(OPEN_TODOS_MAX)
      .lean()
      .exec();
    return docs.map(toTodo);
  }

  /** Every to-do, done or not, oldest first, for the export. */
  async allFor(userId: string): Promise<TodoDto[]> {
    const docs = await this.todos.find({ user: userId }, TODO_FIELDS).sort({ createdAt: 1, _id: 1 }).lean().exec();
    return docs.map(toTodo);
  }

  /**
   * An aggregation stage that adds one row `{ [field]: <open to-dos> }` (none when there are none), so the
   * Home tiles are read in one round trip while this module stays the only one that knows the collection.
   */
  openCountStage(userId: string, field: string): PipelineStage.UnionWith {
    return {
      $unionWith: {
        coll: this.todos.collection.collectionName,
        pipeline: [{ $match: { user: new Types.ObjectId(userId), done: { $in: [false, null] } } }, { $count: field }],
      },
    };
  }

  async create(userId: string, body: CreateTodoDto): Promise<TodoDto> {
    return toTodo(await this.todos.create({ user: userId, title: body.title }));
  }

  async update(userId: string, id: string, body: UpdateTodoDto): Promise<TodoDto> {
    // An empty body would only move updateDate; say so instead.
    if (body.title === undefined && body.done === undefined) throw new BadRequestException('Nothing to update');
    const doc = await this.todos
      .findOneAndUpdate(
        { _id: id, user: userId },
        { ...body, updateDate: new Date() },
        { returnDocument: 'after', runValidators: true, projection: TODO_FIELDS },
      )
      .lean()
      .exec();
    // Someone else's to-do answers like a missing one, so ids reveal nothing.
    if (!doc) throw new NotFoundException('To-do not found');
    return toTodo(doc);
  }

  /** One round trip: the newest `limit` open to-dos and the count, in one aggregation. */
  async digestItemsFor(userId: Types.ObjectId | string, limit: number): Promise<DigestTodos> {
    const [result] = await this.todos
      .aggregate<{ items: { title: unknown }[]; total: { n: number }[] }>([
        { $match: { user: new Types.ObjectId(userId), done: { $ne: true } } },
        { $sort: { createdAt: -1 } },
        { $facet: { items: [{ $limit: limit }, { $project: { _id: 0, title: 1 } }], total: [{ $count: 'n' }] } },
      ])
      .exec();
    return {
      items: (result?.items ?? []).map((t) => ({ title: String(t.title) })),
      total: result?.total[0]?.n ?? 0,
    };
  }

  /** For the demo seeder: adds the to-dos once, only when the learner has none, dated as given. */
  async seedDemo(userId: string, items: readonly { title: string; done?: boolean; at: Date }[]): Promise<boolean> {
    if (await this.todos.exists({ user: userId })) return false;
    const docs = items.map(({ title, done, at }) => ({
      ...new this.todos({ user: userId, title, done: Boolean(done), ...(done ? { updateDate: at } : {}) }).toObject(),
      createdAt: at,
    }));
    await this.todos.collection.insertMany(docs as mongoose.mongo.OptionalId<mongoose.mongo.Document>[]);
    return true;
  }
}
