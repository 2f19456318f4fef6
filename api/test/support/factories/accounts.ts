import { randomUUID } from 'node:crypto';
import type { AuthResponse, RegisterBody, UserRole } from '@trail/shared';
import { Types } from 'mongoose';
import type { TestApp } from '../create-test-app';

export const TEST_PASSWORD = 'correct-horse-battery';
/** Test learners are adults unless a test says otherwise (decision 0058). */
export const ADULT_BIRTH_MONTH = '1990-01';

export interface SignedUp extends AuthResponse {
  password: string;
}

/** Registers a fresh learner through the API (a new e-mail every call). */
export async function signUp(t: TestApp, overrides: Partial<RegisterBody> = {}): Promise<SignedUp> {
  const body: RegisterBody = {
    email: `learner-${randomUUID().slice(0, 8)}@example.com`,
    password: TEST_PASSWORD,
    firstName: 'Ada',
    lastName: 'Obi',
    birthMonth: ADULT_BIRTH_MONTH,
    ...overrides,
  };
  const res = await t.http().post('/api/v1/auth/register').send(body);
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...(res.body as AuthResponse), password: body.password };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Test-only shortcut past the admin flow and the e-mailed link: sets role and verification directly. */
export async function setAccess(
  t: TestApp,
  userId: string,
  access: { role?: UserRole; emailVerified?: boolean },
): Promise<void> {
  await t.connection.collection('users').updateOne({ _id: new Types.ObjectId(userId) }, { $set: access });
}
