import type { Field, MentorApplicationBody, RegisterBody } from '@trail/shared';
import { apiCaller, grantAdmin } from './api';
import { signUpViaApi, verifiedViaOutbox, type TestAccount } from './session';

export interface MentorStack {
  apiUrl: string;
  outboxDir: string;
  stackEnv: Record<string, string>;
}

export type MentorProfile = Omit<MentorApplicationBody, 'fieldIds' | 'profileLink'>;

/** A mentor made the real way: a verified applicant in the first field, approved by an admin the admin command made. */
export async function approvedMentor(stack: MentorStack, profile: MentorProfile, account: Partial<RegisterBody> = {}): Promise<TestAccount> {
  const call = apiCaller(stack.apiUrl);
  const mentor = await verifiedViaOutbox(stack.apiUrl, stack.outboxDir, await signUpViaApi(stack.apiUrl, account));
  const admin = await signUpViaApi(stack.apiUrl);
  await grantAdmin(stack.stackEnv, admin.user.email);
  const fields = await call<Field[]>('GET', '/fields', mentor.token);
  const application = await call<{ _id: string }>('POST', '/mentors/applications', mentor.token, {
    fieldIds: [fields[0]!._id],
    ...profile,
    profileLink: 'https://www.linkedin.com/in/example',
  });
  await call('POST', `/admin/mentor-applications/${application._id}/approve`, admin.token);
  return mentor;
}
