import { Types } from 'mongoose';
import type { TestApp } from '../create-test-app';
import type { WhatsAppTestServer } from '../servers/whatsapp-test-server';
import { bearer, setAccess, type SignedUp } from './accounts';

export const CODE_TEMPLATE = 'phone_verification_code';

/** The last code the WhatsApp stand-in received for this number (E.164), from the template's body. */
export function lastCodeTo(whatsApp: WhatsAppTestServer, phone: string): string | undefined {
  const to = phone.replace(/^\+/, '');
  return whatsApp.messages.filter((m) => m.to === to && m.template.name === CODE_TEMPLATE).at(-1)?.template.parameters[0];
}

/** The real flow (decision 0079): verified e-mail, the number saved, a code sent by WhatsApp and sent back. */
export async function verifyPhone(t: TestApp, whatsApp: WhatsAppTestServer, learner: SignedUp, phone = '+2348031234567'): Promise<string> {
  await setAccess(t, learner.user._id, { emailVerified: true });
  await t.http().put('/api/v1/users/me').set(bearer(learner.token)).send({ phone }).expect(200);
  await t.http().post('/api/v1/users/me/phone/code').set(bearer(learner.token)).expect(200);
  const code = lastCodeTo(whatsApp, phone);
  const res = await t.http().post('/api/v1/users/me/phone/verify').set(bearer(learner.token)).send({ code }).expect(200);
  return res.body.token as string;
}

/** Test-only shortcut for tests that seed the users collection: a number already proven by its code. */
export const verifiedPhone = (phone: string) => ({ phone, phoneVerifiedAt: new Date() });

/** Marks an account's number verified directly, as `setAccess` does for roles. */
export async function setPhoneVerified(t: TestApp, userId: string, phone = '+2348031234567'): Promise<void> {
  await t.connection.collection('users').updateOne({ _id: new Types.ObjectId(userId) }, { $set: verifiedPhone(phone) });
}
