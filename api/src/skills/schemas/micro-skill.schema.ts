import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { SKILL_GROUPS, type SkillGroup } from '@trail/shared';
import type { HydratedDocument } from 'mongoose';

@Schema({ collection: 'microskills', timestamps: true })
export class MicroSkill {
  @Prop({ required: true, trim: true })
  name: string;

  /** Lower-cased name: the key for matching and for uniqueness. */
  @Prop({ required: true, unique: true })
  key: string;

  @Prop({ type: String, required: true, enum: SKILL_GROUPS })
  skillGroup: SkillGroup;
}

export type MicroSkillDocument = HydratedDocument<MicroSkill>;
export const MicroSkillSchema = SchemaFactory.createForClass(MicroSkill);
