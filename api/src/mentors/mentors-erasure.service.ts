import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { MentorApplication } from './schemas/mentor-application.schema';
import { MentorProfile } from './schemas/mentor-profile.schema';

/** Account deletion's step here (decision 0050): the profile with its free times, the applications, and an admin's name on others' decisions. */
@Injectable()
export class MentorsErasure {
  constructor(
    @InjectModel(MentorProfile.name) private readonly profiles: Model<MentorProfile>,
    @InjectModel(MentorApplication.name) private readonly applications: Model<MentorApplication>,
  ) {}

  async eraseUser(userId: Types.ObjectId): Promise<void> {
    await this.profiles.deleteMany({ user: userId });
    await this.applications.deleteMany({ user: userId });
    await this.applications.updateMany({ decidedBy: userId }, { $unset: { decidedBy: 1 } });
  }
}
