import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import mongoose, { type HydratedDocument, type Types } from 'mongoose';

/** A numbered section; embedded, since it is only ever read with its pathway. */
@Schema({ _id: false })
export class PathwaySectionContent {
  @Prop({ required: true })
  no: number;

  @Prop({ required: true })
  title: string;

  @Prop({ type: [String], default: [] })
  sub: string[];

  @Prop({ required: true })
  dueOffsetDays: number;

  @Prop({ required: true })
  duration: string;

  /** Set by the admin page (decision 0054): the seed then keeps this section as the admin left it. */
  @Prop({ type: Date, default: null })
  editedAt: Date | null;

  @Prop({ type: mongoose.Schema.Types.ObjectId, default: null })
  editedBy: Types.ObjectId | null;
}

/** A learning pathway (content seeded from api/src/pathways/content/); the slug is the natural key. */
@Schema({ collection: 'pathways', timestamps: true })
export class Pathway {
  @Prop({ required: true, unique: true })
  slug: string;

  @Prop({ required: true })
  title: string;

  /** The mentorship track (fields collection, owned by FieldsModule). */
  @Prop({ type: mongoose.Schema.Types.ObjectId, required: true })
  fieldId: Types.ObjectId;

  @Prop({ required: true })
  summary: string;

  @Prop({ type: [String], default: [] })
  outcomes: string[];

  @Prop({ type: [SchemaFactory.createForClass(PathwaySectionContent)], default: [] })
  sections: PathwaySectionContent[];
}

export type PathwayDocument = HydratedDocument<Pathway>;
export const PathwaySchema = SchemaFactory.createForClass(Pathway);
