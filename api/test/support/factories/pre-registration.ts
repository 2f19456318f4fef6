import { Types } from 'mongoose';
import type { TestApp } from '../create-test-app';
import { bearer, setAccess, signUp, type SignedUp } from './accounts';

/**
 * Security review M3: someone registers the owner's address first, with their own referral code,
 * profile, phone and WhatsApp opt-in. Phone and WhatsApp are written directly, as the API let an
 * unverified account set them before the fix (it now refuses: see users-profile).
 */
export async function preRegister(t: TestApp, email: string): Promise<{ attacker: SignedUp; referrerId: string }> {
  const referrer = await signUp(t);
  await setAccess(t, referrer.user._id, { emailVerified: true });
  await t.http().get('/api/v1/users/referral').set(bearer(referrer.token)).expect(200);
  const code = (await t.connection.collection('users').findOne({ _id: new Types.ObjectId(referrer.user._id) }))?.code as string;
  const attacker = await signUp(t, { email, refCode: code });
  await t.http().put('/api/v1/users/me').set(bearer(attacker.token)).send({ tag: 'Attacker', bio: 'Set before the owner came', username: `pre-${attacker.user._id.slice(-8)}` }).expect(200);
  await t.connection
    .collection('users')
    .updateOne({ _id: new Types.ObjectId(attacker.user._id) }, { $set: { phone: '+2348030000000', 'reminder.whatsapp': true, 'reminder.gmail': true } });
  return { attacker, referrerId: referrer.user._id };
}

/** What is left of the pre-registrant's settings on the account, and the referrer's count. */
export async function residueOf(t: TestApp, userId: string, referrerId: string) {
  const users = t.connection.collection('users');
  const user = await users.findOne({ _id: new Types.ObjectId(userId) });
  const referrer = await users.findOne({ _id: new Types.ObjectId(referrerId) });
  return {
    phone: user?.phone,
    whatsapp: user?.reminder?.whatsapp,
    gmail: user?.reminder?.gmail,
    referredBy: user?.referredBy,
    refCode: user?.refCode,
    tag: user?.tag,
    bio: user?.bio,
    username: user?.username,
    emailVerified: user?.emailVerified,
    referrerCount: referrer?.referred ?? 0,
  };
}

/** Nothing the pre-registrant set survives; the e-mail reminder choice (harmless: it goes to the owner) stays. */
export const NO_RESIDUE = {
  phone: undefined,
  whatsapp: false,
  gmail: true,
  referredBy: undefined,
  refCode: undefined,
  tag: undefined,
  bio: undefined,
  username: undefined,
  emailVerified: true,
  referrerCount: 0,
};
