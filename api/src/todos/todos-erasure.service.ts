import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { Todo } from './schemas/todo.schema';

/** Account deletion's step here (decision 0050). */
@Injectable()
export class TodosErasure {
  constructor(@InjectModel(Todo.name) private readonly todos: Model<Todo>) {}

  async eraseUser(userId: Types.ObjectId): Promise<void> {
    await this.todos.deleteMany({ user: userId });
  }
}
