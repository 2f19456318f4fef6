import type { Field, PublicMentor, WeeklySlot } from '@trail/shared';
import type { PublicProfileRecord } from '../../users';
import type { MentorProfileRecord } from '../schemas/mentor-profile.schema';

/** Only what anyone may see: never e-mail, phone, bank details, balances or account secrets. */
export function toPublicMentor(user: PublicProfileRecord, fields: Field[], nextFreeAt?: string): PublicMentor {
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  return {
    _id: user._id.toString(),
    username: user.username ?? '',
    firstName: user.firstName,
    lastName: user.lastName,
    picture: text(user.profileImgUrl),
    tag: text(user.tag),
    bio: text(user.bio),
    fields,
    nextFreeAt,
  };
}

export function weeklySlotsOf(profile: MentorProfileRecord): WeeklySlot[] {
  return profile.slots.map(({ _id, day, hour, minute, timezone }) => ({ _id: _id.toString(), day, hour, minute, timezone }));
}
