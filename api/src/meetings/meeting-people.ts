import { Injectable } from '@nestjs/common';
import type { Types } from 'mongoose';
import { type PublicProfileRecord, PublicProfileRecords } from '../users';

/** The public profiles of everyone in these meetings, in one read, by id. */
@Injectable()
export class MeetingPeople {
  constructor(private readonly publicProfiles: PublicProfileRecords) {}

  async of(meetings: readonly { mentor: Types.ObjectId; mentee: Types.ObjectId }[]): Promise<Map<string, PublicProfileRecord>> {
    if (meetings.length === 0) return new Map();
    const ids = new Map<string, Types.ObjectId>();
    for (const { mentor, mentee } of meetings) {
      ids.set(mentor.toString(), mentor);
      ids.set(mentee.toString(), mentee);
    }
    const profiles = await this.publicProfiles.findPublicProfiles([...ids.values()]);
    return new Map(profiles.map((profile) => [profile._id.toString(), profile]));
  }
}
