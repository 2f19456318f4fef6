import { GoneException, Injectable, NotFoundException } from '@nestjs/common';
import { BOOKING_HORIZON_DAYS, BOOKING_MESSAGES, CURSOR_PAGE_SIZES, type CursorPage, type Field, type FieldMentors, type MentorPage, type MentorsByField, type PublicMentor, slotOccurrences } from '@trail/shared';
import { FIELD_NOT_FOUND, FieldsService } from '../../fields';
import { type PublicMentorAccount, type PublicProfileRecord, PublicProfileRecords } from '../../users';
import { MentorProfilesService } from '../profiles/mentor-profiles.service';
import type { MentorProfileRecord } from '../schemas/mentor-profile.schema';
import { toPublicMentor, weeklySlotsOf } from './public-mentor.mapper';
import { mentorPage, sortMentors } from './mentor-order';
import { TakenTimes } from './taken-times';

/** A profile with its account's public fields and its taken hours joined (one aggregation). */
interface JoinedProfile {
  account: PublicProfileRecord[];
  taken: { startsAt: Date }[];
}

/** A mentor account with its profile and its taken hours joined (one aggregation). */
interface JoinedAccount {
  profile: MentorProfileRecord[];
  taken: { startsAt: Date }[];
}

function withMentors(field: Field, mentors: PublicMentor[], limit: number): FieldMentors {
  const { items, ...more } = mentorPage(mentors, limit);
  return { field, mentors: items, ...more };
}

const takenInstants = (taken: readonly { startsAt: Date }[]) => new Set(taken.map((hour) => hour.startsAt.toISOString()));

export const MENTOR_NOT_FOUND = 'There is no mentor with this username';

const DAY_MS = 86_400_000;

/** Public mentor lists and pages: listed (approved, not suspended) mentors and their free hours. */
@Injectable()
export class MentorDiscoveryService {
  constructor(
    private readonly profiles: MentorProfilesService,
    private readonly publicProfiles: PublicProfileRecords,
    private readonly fields: FieldsService,
    private readonly taken: TakenTimes,
  ) {}

  /** GET /meetings/singlementor/:username: the account, its profile and its taken hours in one aggregation. */
  async page(username: string, now = new Date()): Promise<MentorPage> {
    const until = new Date(now.getTime() + BOOKING_HORIZON_DAYS * DAY_MS);
    const { user, profile, taken } = this.listed(
      await this.publicProfiles.publicMentorByUsername<JoinedAccount>(username, [this.profiles.ofUserLookup('_id', 'profile'), this.taken.lookup('_id', 'taken', now, until)]),
    );
    const occurrences = slotOccurrences(weeklySlotsOf(profile), { now, blockedDates: profile.blockedDates, taken: takenInstants(taken) });
    return { mentor: toPublicMentor(user, this.fieldsOf(profile), occurrences[0]?.startsAt), occurrences };
  }

  /** A listed mentor's public fields without their hours (a link preview), or null: one aggregation. */
  async publicMentor(username: string): Promise<PublicMentor | null> {
    const found = await this.publicProfiles.publicMentorByUsername<Pick<JoinedAccount, 'profile'>>(username, [this.profiles.ofUserLookup('_id', 'profile')]);
    const [profile] = found?.profile ?? [];
    return found && profile && !profile.suspended && !found.leaving ? toPublicMentor(found, this.fieldsOf(profile)) : null;
  }

  /** A suspended mentor is not found; one who asked for their account's deletion is gone until they sign in again. */
  private listed(found: (PublicMentorAccount & JoinedAccount) | null) {
    const [profile] = found?.profile ?? [];
    if (!found || !profile || profile.suspended) throw new NotFoundException(MENTOR_NOT_FOUND);
    if (found.leaving) throw new GoneException(BOOKING_MESSAGES.mentorLeaving);
    return { user: found, profile, taken: found.taken };
  }

  /** GET /meetings/field/:fieldId: the track's mentors, those free soonest first (spec §7: the whole list). */
  async ofField(fieldId: string, now = new Date()): Promise<PublicMentor[]> {
    this.checkField(fieldId);
    return this.listedMentors(fieldId, now);
  }

  /** GET /mentors/field/:fieldId: one page of the track's mentors, in ofField's order. */
  async pageOfField(fieldId: string, limit: number = CURSOR_PAGE_SIZES.mentors, cursor?: string, now = new Date()): Promise<CursorPage<PublicMentor>> {
    this.checkField(fieldId);
    return mentorPage(await this.listedMentors(fieldId, now), limit, cursor);
  }

  /** GET /mentors: every track with the first page of its mentors, for the /mentor page. */
  async byField(limit: number = CURSOR_PAGE_SIZES.mentors, now = new Date()): Promise<MentorsByField> {
    const mentors = await this.listedMentors(undefined, now);
    return {
      fields: this.fields.all().map((field) => withMentors(field, mentors.filter((mentor) => mentor.fields.some((one) => one._id === field._id)), limit)),
    };
  }

  /** GET /fields/:slug/mentors: one track, by its slug, with the first page of its mentors: the track's page in one read. */
  async ofTrack(slug: string, limit: number = CURSOR_PAGE_SIZES.mentors, now = new Date()): Promise<FieldMentors> {
    const field = this.fields.bySlug(slug);
    return withMentors(field, await this.listedMentors(field._id, now), limit);
  }

  private checkField(fieldId: string): void {
    if (!this.fields.byId(fieldId)) throw new NotFoundException(FIELD_NOT_FOUND);
  }

  /** Listed mentors with their accounts and taken hours joined in one aggregation (decision 0057), in order. */
  private async listedMentors(fieldId: string | undefined, now: Date): Promise<PublicMentor[]> {
    const until = new Date(now.getTime() + BOOKING_HORIZON_DAYS * DAY_MS);
    const rows = await this.profiles.listedJoined<JoinedProfile>(fieldId, [
      this.publicProfiles.publicMentorLookup('user', 'account'),
      this.taken.lookup('user', 'taken', now, until),
    ]);
    const mentors: PublicMentor[] = [];
    for (const profile of rows) {
      const [user] = profile.account;
      if (!user?.username) continue;
      const [next] = slotOccurrences(weeklySlotsOf(profile), { now, blockedDates: profile.blockedDates, taken: takenInstants(profile.taken) });
      mentors.push(toPublicMentor(user, this.fieldsOf(profile), next?.startsAt));
    }
    return sortMentors(mentors);
  }

  private fieldsOf(profile: MentorProfileRecord): Field[] {
    return this.fields.byIds(profile.fields.map((id) => id.toString()));
  }
}
