import { Injectable, NotFoundException } from '@nestjs/common';
import { BOOKING_HORIZON_DAYS, type Field, type MentorPage, type MentorsByField, type PublicMentor, slotOccurrences } from '@trail/shared';
import { FIELD_NOT_FOUND, FieldsService } from '../../fields/fields.service';
import { UsersService } from '../../users/users.service';
import { MentorProfilesService } from '../profiles/mentor-profiles.service';
import type { MentorProfileRecord } from '../schemas/mentor-profile.schema';
import { toPublicMentor, weeklySlotsOf } from './public-mentor.mapper';
import { TakenTimes } from './taken-times';

export const MENTOR_NOT_FOUND = 'There is no mentor with this username';

const DAY_MS = 86_400_000;

/** Mentors with a free hour first, the soonest first; ISO instants compare as text. */
function soonestFirst(a: PublicMentor, b: PublicMentor): number {
  if (a.nextFreeAt === b.nextFreeAt) return 0;
  if (a.nextFreeAt === undefined) return 1;
  if (b.nextFreeAt === undefined) return -1;
  return a.nextFreeAt < b.nextFreeAt ? -1 : 1;
}

/** Public mentor lists and pages: listed (approved, not suspended) mentors and their free hours. */
@Injectable()
export class MentorDiscoveryService {
  constructor(
    private readonly profiles: MentorProfilesService,
    private readonly users: UsersService,
    private readonly fields: FieldsService,
    private readonly taken: TakenTimes,
  ) {}

  /** GET /meetings/singlementor/:username: three indexed reads (the user, the profile, the taken hours). */
  async page(username: string, now = new Date()): Promise<MentorPage> {
    const listed = await this.listedMentor(username);
    if (!listed) throw new NotFoundException(MENTOR_NOT_FOUND);
    const { user, profile } = listed;
    const occurrences = slotOccurrences(weeklySlotsOf(profile), {
      now,
      blockedDates: profile.blockedDates,
      taken: await this.taken.of(user._id, now, new Date(now.getTime() + BOOKING_HORIZON_DAYS * DAY_MS)),
    });
    return { mentor: toPublicMentor(user, this.fieldsOf(profile), occurrences[0]?.startsAt), occurrences };
  }

  /** A listed mentor's public fields without their hours (a link preview), or null: two indexed reads. */
  async publicMentor(username: string): Promise<PublicMentor | null> {
    const listed = await this.listedMentor(username);
    return listed && toPublicMentor(listed.user, this.fieldsOf(listed.profile));
  }

  private async listedMentor(username: string) {
    const user = await this.users.findPublicByUsername(username);
    const profile = user?.role === 'mentor' ? await this.profiles.ofUser(user._id) : null;
    return user && profile && !profile.suspended ? { user, profile } : null;
  }

  /** GET /meetings/field/:fieldId: the track's mentors, those free soonest first. */
  async ofField(fieldId: string, now = new Date()): Promise<PublicMentor[]> {
    if (!this.fields.byId(fieldId)) throw new NotFoundException(FIELD_NOT_FOUND);
    return this.publicMentors(await this.profiles.listed(fieldId), now);
  }

  /** GET /mentors: every track with its mentors, for the /mentor page. */
  async byField(now = new Date()): Promise<MentorsByField> {
    const mentors = await this.publicMentors(await this.profiles.listed(), now);
    return {
      fields: this.fields.all().map((field) => ({
        field,
        mentors: mentors.filter((mentor) => mentor.fields.some((one) => one._id === field._id)),
      })),
    };
  }

  private async publicMentors(profiles: MentorProfileRecord[], now: Date): Promise<PublicMentor[]> {
    const users = new Map((await this.users.findPublicMentors(profiles.map((profile) => profile.user))).map((user) => [user._id.toString(), user]));
    const until = new Date(now.getTime() + BOOKING_HORIZON_DAYS * DAY_MS);
    const takenOf = await this.taken.ofMentors(profiles.map((profile) => profile.user), now, until);
    const mentors = profiles.map((profile) => {
      const user = users.get(profile.user.toString());
      if (!user?.username) return undefined;
      const [next] = slotOccurrences(weeklySlotsOf(profile), { now, blockedDates: profile.blockedDates, taken: takenOf(profile.user) });
      return toPublicMentor(user, this.fieldsOf(profile), next?.startsAt);
    });
    return mentors
      .filter((mentor): mentor is PublicMentor => mentor !== undefined)
      .sort((a, b) => soonestFirst(a, b) || `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`));
  }

  private fieldsOf(profile: MentorProfileRecord): Field[] {
    return this.fields.byIds(profile.fields.map((id) => id.toString()));
  }
}
