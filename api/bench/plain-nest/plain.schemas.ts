import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument, Types } from 'mongoose';

@Schema({ collection: 'users', timestamps: true })
export class User {
  @Prop() email: string;
  @Prop() firstName: string;
  @Prop() lastName: string;
  @Prop() role: string;
  @Prop() tokenVersion: number;
}
export type UserDocument = HydratedDocument<User>;
export const UserSchema = SchemaFactory.createForClass(User);

@Schema({ collection: 'learningresources', timestamps: true })
export class LearningResource {
  @Prop({ type: Types.ObjectId, ref: 'User' }) user: Types.ObjectId;
  @Prop() title: string;
  @Prop() link: string;
  @Prop() normalisedUrl: string;
  @Prop() offeredBy: string;
  @Prop() type: string;
  @Prop([String]) microSkill: string[];
  @Prop({ type: Object, default: { state: false } }) wishList: { state: boolean; date?: Date };
  @Prop({ type: Object, default: { state: false } }) reminder: { state: boolean; date?: Date };
  @Prop({ default: false }) done: boolean;
}
export const LearningResourceSchema = SchemaFactory.createForClass(LearningResource);
