import type { MentorApplication } from '@trail/shared';
import type { TestApp } from '../support/create-test-app';
import { bearer, setAccess, signUp } from '../support/factories/accounts';
import { applicationBody, fieldBySlug, newAdmin } from '../support/factories/mentors';
import { callAs, type GatedRoute } from '../support/factories/role-gates';
import { createMailTestApp } from '../support/servers/mail-test-app';
import { type ReceivedMail, type SmtpTestServer } from '../support/servers/smtp-test-server';

const APPLY = '/api/v1/mentors/applications';
const ADMIN = '/api/v1/admin';

describe('becoming a mentor: applications and the admin decisions', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let close: () => Promise<void>;
  let admin: string;
  let dataScience: string;
  let design: string;

  beforeAll(async () => {
    ({ t, smtp, close } = await createMailTestApp());
    admin = (await newAdmin(t)).token;
    dataScience = (await fieldBySlug(t, 'data-science'))._id;
    design = (await fieldBySlug(t, 'product-design'))._id;
  });
  afterAll(async () => {
    await close?.();
  });

  async function mailTo(email: string, subject: string): Promise<ReceivedMail> {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const mail = smtp.messages.find((m) => m.to.includes(email) && m.subject === subject);
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`no "${subject}" mail to ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  const verifiedLearner = async () => {
    const learner = await signUp(t, { firstName: 'Chioma', lastName: 'Eze' });
    await setAccess(t, learner.user._id, { emailVerified: true });
    return learner;
  };
  const apply = (token: string, body: object) => t.http().post(APPLY).set(bearer(token)).send(body);

  describe('role gates', () => {
    let learner: string;
    let mentor: string;
    beforeAll(async () => {
      learner = (await signUp(t)).token;
      const m = await signUp(t);
      await setAccess(t, m.user._id, { role: 'mentor', emailVerified: true });
      mentor = m.token;
    });
    const id = '0123456789abcdef01234567';
    const adminRoutes: GatedRoute[] = [
      { method: 'get', path: `${ADMIN}/mentor-applications?status=pending` },
      { method: 'post', path: `${ADMIN}/mentor-applications/${id}/approve` },
      { method: 'post', path: `${ADMIN}/mentor-applications/${id}/reject`, body: { reason: 'Not yet' } },
      { method: 'post', path: `${ADMIN}/mentors/${id}/suspend` },
      { method: 'post', path: `${ADMIN}/mentors/${id}/reinstate` },
    ];
    it.each(adminRoutes)('$method $path: 401 signed out, 403 for a learner and a mentor, reached by an admin', async (route) => {
      expect((await callAs(t, route)).status).toBe(401);
      await callAs(t, route, learner).expect(403, { error: 'Only Trail admins can do this' });
      await callAs(t, route, mentor).expect(403, { error: 'Only Trail admins can do this' });
      expect((await callAs(t, route, admin)).status).not.toBe(403);
    });

    it('applying: 401 signed out, 403 with an unverified e-mail, 409 for a mentor or an admin', async () => {
      const route: GatedRoute = { method: 'post', path: APPLY, body: applicationBody([dataScience]) };
      expect((await callAs(t, route)).status).toBe(401);
      expect((await callAs(t, route, learner).expect(403)).body.error).toMatch(/verify your e-mail/);
      await callAs(t, route, mentor).expect(409, { error: 'You are already a mentor' });
      await callAs(t, route, admin).expect(409, { error: 'Only a learner account can apply to mentor' });
      expect((await callAs(t, { method: 'get', path: `${APPLY}/mine` })).status).toBe(401);
      await callAs(t, { method: 'get', path: `${APPLY}/mine` }, learner).expect(200, { application: null });
    });
  });

  it('a learner applies once; the admin sees it, approves it; the role, tag, bio, username and mail follow', async () => {
    const learner = await verifiedLearner();
    const created = (await apply(learner.token, applicationBody([dataScience, design])).expect(201)).body as MentorApplication;
    expect(created).toMatchObject({ status: 'pending', fieldIds: [dataScience, design], applicant: { _id: learner.user._id, email: learner.user.email } });
    await apply(learner.token, applicationBody([dataScience])).expect(409, { error: 'You already have an application waiting for review' });
    expect((await t.http().get(`${APPLY}/mine`).set(bearer(learner.token)).expect(200)).body.application._id).toBe(created._id);

    const pending = (await t.http().get(`${ADMIN}/mentor-applications`).set(bearer(admin)).expect(200)).body.applications as MentorApplication[];
    expect(pending.map((one) => one._id)).toContain(created._id);

    const approved = (await t.http().post(`${ADMIN}/mentor-applications/${created._id}/approve`).set(bearer(admin)).expect(200)).body as MentorApplication;
    expect(approved.status).toBe('approved');
    const me = (await t.http().get('/api/v1/users/me').set(bearer(learner.token)).expect(200)).body.user;
    expect(me).toMatchObject({ role: 'mentor', tag: 'Senior Data Scientist', bio: 'Eight years of analytics in Lagos fintech.', username: 'chioma-eze' });
    const mail = await mailTo(learner.user.email, 'You are now a Trail mentor');
    expect(mail.text).toContain('http://dashboard.test/chioma-eze');

    // The new mentor can set slots at once; approving again changes nothing and mails nobody.
    await t.http().put('/api/v1/users/freetime').set(bearer(learner.token)).send({ freeTime: [{ day: 1, hour: 9, minute: 0, timezone: 'Europe/London' }] }).expect(200);
    await t.http().post(`${ADMIN}/mentor-applications/${created._id}/approve`).set(bearer(admin)).expect(200);
    expect(smtp.messages.filter((m) => m.to.includes(learner.user.email) && m.subject === 'You are now a Trail mentor')).toHaveLength(1);
    await t.http().post(`${ADMIN}/mentor-applications/${created._id}/reject`).set(bearer(admin)).send({ reason: 'x' }).expect(409);
    expect((await t.http().get('/api/v1/users/freetime').set(bearer(learner.token)).expect(200)).body.data).toHaveLength(1);
    const gone = (await t.http().get(`${ADMIN}/mentor-applications?status=pending`).set(bearer(admin)).expect(200)).body.applications as MentorApplication[];
    expect(gone.map((one) => one._id)).not.toContain(created._id);
  });

  it('rejects with a reason, which is required and mailed; the learner may apply again', async () => {
    const learner = await verifiedLearner();
    const created = (await apply(learner.token, applicationBody([design])).expect(201)).body as MentorApplication;
    expect((await t.http().post(`${ADMIN}/mentor-applications/${created._id}/reject`).set(bearer(admin)).send({}).expect(400)).body.error).toMatch(/reason/);
    await t.http().post(`${ADMIN}/mentor-applications/${created._id}/reject`).set(bearer(admin)).send({ reason: 'Please add a public portfolio link.' }).expect(200);
    expect((await mailTo(learner.user.email, 'About your Trail mentor application')).text).toContain('Please add a public portfolio link.');
    await t.http().post(`${ADMIN}/mentor-applications/${created._id}/approve`).set(bearer(admin)).expect(409, { error: 'This application has already been decided' });
    expect((await t.http().get('/api/v1/users/me').set(bearer(learner.token)).expect(200)).body.user.role).toBe('user');
    const mine = (await t.http().get(`${APPLY}/mine`).set(bearer(learner.token)).expect(200)).body.application;
    expect(mine).toMatchObject({ status: 'rejected', reason: 'Please add a public portfolio link.' });
    await apply(learner.token, applicationBody([design])).expect(201);
  });

  it.each([
    ['no tracks', { fieldIds: [] }, 'fieldIds'],
    ['six tracks', { fieldIds: Array(6).fill('0123456789abcdef01234567') }, 'fieldIds'],
    ['an unknown track', { fieldIds: ['0123456789abcdef01234567'] }, 'fieldIds must name mentorship tracks'],
    ['a tag over 120 characters', { tag: 'x'.repeat(121) }, 'tag'],
    ['61 years of experience', { yearsOfExperience: 61 }, 'yearsOfExperience'],
    ['a fractional year', { yearsOfExperience: 2.5 }, 'yearsOfExperience'],
    ['an http link', { profileLink: 'http://example.com/ada' }, 'profileLink must be an https:// link'],
    ['a javascript link', { profileLink: 'javascript:alert(1)' }, 'profileLink'],
    ['an empty bio', { bio: '   ' }, 'bio'],
  ])('refuses %s with 400', async (_name, override, message) => {
    const learner = await verifiedLearner();
    const res = await apply(learner.token, { ...applicationBody([dataScience]), ...override }).expect(400);
    expect(res.body.error).toContain(message);
  });

  it('answers 404 for an unknown application and an unknown mentor', async () => {
    await t.http().post(`${ADMIN}/mentor-applications/0123456789abcdef01234567/approve`).set(bearer(admin)).expect(404, { error: 'There is no mentor application with this id' });
    await t.http().post(`${ADMIN}/mentor-applications/nope/approve`).set(bearer(admin)).expect(404);
    await t.http().post(`${ADMIN}/mentors/0123456789abcdef01234567/suspend`).set(bearer(admin)).expect(404, { error: 'There is no mentor with this id' });
  });
});
