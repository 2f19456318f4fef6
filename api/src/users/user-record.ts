import type { Types } from 'mongoose';
import type { User } from './schemas/user.schema';

/** A user as other modules see it: a plain record, never a document they could save. */
export type UserRecord = User & { _id: Types.ObjectId };

/**
 * What someone who registered an address before its owner came may have set, cleared when the owner
 * proves the address (Google sign-in, a password reset): where WhatsApp messages go, who earns the
 * referral share, and the profile (security review M3). `reminder.whatsapp` is turned off beside them.
 */
export const PRE_REGISTRATION_RESIDUE = ['phone', 'phoneVerifiedAt', 'phoneCode', 'refCode', 'referredBy', 'tag', 'bio', 'clarity', 'username', 'profileImgUrl', 'avatarFile'] as const;

/**
 * The one answer to "may Trail send this person WhatsApp messages?": they opted in and proved the number
 * with a code (security review L6, decision 0079). Numbers saved before codes existed count as unverified.
 */
export function whatsAppNumberOf(user: Pick<UserRecord, 'phone' | 'phoneVerifiedAt' | 'reminder'>): string | undefined {
  return user.reminder?.whatsapp && user.phone && user.phoneVerifiedAt ? user.phone : undefined;
}
