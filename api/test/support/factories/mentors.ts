import type { Field, MentorApplication, MentorApplicationBody } from '@trail/shared';
import type { TestApp } from '../create-test-app';
import { bearer, setAccess, signUp, type SignedUp } from './accounts';

export async function fieldBySlug(t: TestApp, slug: string): Promise<Field> {
  const fields = (await t.http().get('/api/v1/fields').expect(200)).body as Field[];
  const field = fields.find((one) => one.slug === slug);
  if (!field) throw new Error(`no field ${slug}`);
  return field;
}

export function applicationBody(fieldIds: string[], overrides: Partial<MentorApplicationBody> = {}): MentorApplicationBody {
  return {
    fieldIds,
    tag: 'Senior Data Scientist',
    bio: 'Eight years of analytics in Lagos fintech.',
    yearsOfExperience: 8,
    profileLink: 'https://www.linkedin.com/in/ada-example',
    helpWith: 'Breaking into data science, portfolio reviews',
    ...overrides,
  };
}

export async function newAdmin(t: TestApp): Promise<SignedUp> {
  const admin = await signUp(t);
  await setAccess(t, admin.user._id, { role: 'admin', emailVerified: true });
  return admin;
}

/** A learner who applies through the API and an admin approves: a mentor the real way. */
export async function approvedMentor(t: TestApp, adminToken: string, fieldIds: string[], names: { firstName?: string; lastName?: string } = {}): Promise<SignedUp> {
  const mentor = await signUp(t, names);
  await setAccess(t, mentor.user._id, { emailVerified: true });
  const application = (await t.http().post('/api/v1/mentors/applications').set(bearer(mentor.token)).send(applicationBody(fieldIds)).expect(201)).body as MentorApplication;
  await t.http().post(`/api/v1/admin/mentor-applications/${application._id}/approve`).set(bearer(adminToken)).expect(200);
  return mentor;
}
