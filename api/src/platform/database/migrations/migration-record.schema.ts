import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** One migration's run: `_id` is its id, so the unique index lets one instance claim it. */
@Schema({ collection: 'migrations', versionKey: false })
export class MigrationRecord {
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ required: true })
  description: string;

  @Prop({ required: true })
  startedAt: Date;

  /** The claiming instance's lease; a crash's leftover lapses and another instance runs it again. */
  @Prop()
  leaseUntil?: Date;

  @Prop()
  appliedAt?: Date;
}

export const MigrationRecordSchema = SchemaFactory.createForClass(MigrationRecord);
