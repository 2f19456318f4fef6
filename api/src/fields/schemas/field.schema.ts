import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { HydratedDocument } from 'mongoose';

/** A mentorship track (spec "field"). Seeded at start; the slug is the natural key. */
@Schema({ collection: 'fields', timestamps: true })
export class Field {
  @Prop({ required: true, unique: true })
  slug: string;

  @Prop({ required: true })
  name: string;

  @Prop({ required: true })
  description: string;

  /** Listing order (the footer's). */
  @Prop({ required: true })
  order: number;
}

export type FieldDocument = HydratedDocument<Field>;
export const FieldSchema = SchemaFactory.createForClass(Field);
