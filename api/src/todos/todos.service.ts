import { BadRequestException, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Todo as TodoDto } from '@trail/shared';
import { INPUT_LIMITS } from '@trail/shared';
import { type Model, trusted } from 'mongoose';
import type { CreateTodoDto } from './dto/create-todo.dto';
import type { UpdateTodoDto } from './dto/update-todo.dto';
import { Todo, type TodoDocument } from './schemas/todo.schema';

/** The to-do panel shows a handful; this only bounds a runaway list. */
const OPEN_TODOS_MAX = INPUT_LIMITS.openTodos;
/** Open: not done. Older code could store `done: null`; such a to-do is still open, not hidden for good. */
const OPEN = { done: trusted({ $in: [false, null] }) };

function toTodo(doc: TodoDocument): TodoDto {
  return {
    _id: String(doc._id),
    title: doc.title ?? '',
    done: doc.done === true,
    user: String(doc.user),
    createdAt: doc.createdAt.toISOString(),
    ...(doc.updateDate ? { updateDate: doc.updateDate.toISOString() } : {}),
  };
}

@Injectable()
export class TodosService implements OnModuleInit {
  constructor(@InjectModel(Todo.name) private readonly todos: Model<Todo>) {}

  async onModuleInit(): Promise<void> {
    await this.todos.init();
  }

  async listOpen(userId: string): Promise<TodoDto[]> {
    const docs = await this.todos
      .find({ user: userId, ...OPEN })
      .sort({ createdAt: -1, _id: -1 })
      .limit(OPEN_TODOS_MAX)
      .exec();
    return docs.map(toTodo);
  }

  countOpen(userId: string): Promise<number> {
    return this.todos.countDocuments({ user: userId, ...OPEN }).exec();
  }

  async create(userId: string, body: CreateTodoDto): Promise<TodoDto> {
    return toTodo(await this.todos.create({ user: userId, title: body.title }));
  }

  async update(userId: string, id: string, body: UpdateTodoDto): Promise<TodoDto> {
    // An empty body would only move updateDate; say so instead.
    if (body.title === undefined && body.done === undefined) throw new BadRequestException('Nothing to update');
    const doc = await this.todos
      .findOneAndUpdate({ _id: id, user: userId }, { ...body, updateDate: new Date() }, { returnDocument: 'after', runValidators: true })
      .exec();
    // Someone else's to-do answers like a missing one, so ids reveal nothing.
    if (!doc) throw new NotFoundException('To-do not found');
    return toTodo(doc);
  }
}
