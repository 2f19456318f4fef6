import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import mongoose, { type HydratedDocument, Types } from 'mongoose';
import { INPUT_LIMITS } from '@trail/shared';

export const TODO_TITLE_MAX = INPUT_LIMITS.todoTitle;

@Schema({ collection: 'todos', timestamps: { createdAt: true, updatedAt: false } })
export class Todo {
  @Prop({ type: mongoose.Schema.Types.ObjectId, ref: 'User', required: true })
  user: Types.ObjectId;

  @Prop({ required: true, trim: true, maxlength: TODO_TITLE_MAX })
  title: string;

  @Prop({ default: false })
  done: boolean;

  /** Set by every PUT, as the spec's to-do record has it. */
  @Prop()
  updateDate?: Date;

  createdAt: Date;
}

export type TodoDocument = HydratedDocument<Todo>;
export const TodoSchema = SchemaFactory.createForClass(Todo);
TodoSchema.index({ user: 1, done: 1, createdAt: -1 });
