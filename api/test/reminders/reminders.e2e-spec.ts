import { Logger } from '@nestjs/common';
import { Types } from 'mongoose';
import { RemindersService } from '../../src/reminders/reminders.service';
import type { TestApp } from '../support/create-test-app';
import { signUp } from '../support/factories/accounts';
import { verifiedPhone } from '../support/factories/phones';
import { createMailTestApp } from '../support/servers/mail-test-app';
import type { SmtpTestServer } from '../support/servers/smtp-test-server';
import { startWhatsAppTestServer, type WhatsAppTestServer } from '../support/servers/whatsapp-test-server';

const MONDAY = new Date('2025-02-10T07:00:00Z');
const THURSDAY_SAME_WEEK = new Date('2025-02-13T12:00:00Z');
const NEXT_MONDAY = new Date('2025-02-17T07:00:00Z');

describe('weekly reminders', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let whatsApp: WhatsAppTestServer;
  let reminders: RemindersService;
  let close: () => Promise<void>;

  beforeAll(async () => {
    whatsApp = await startWhatsAppTestServer();
    // Every sign-up also sends a verification mail, which these tests are not about.
    ({ t, smtp, close } = await createMailTestApp({
      ignoreSubjects: ['Confirm your Trail e-mail'],
      env: {
        ...whatsApp.env,
        WHATSAPP_TEMPLATE: 'weekly_learning_digest',
        PUBLIC_API_URL: 'http://api.test/api/v1',
      },
    }));
    reminders = t.app.get(RemindersService);
  });
  afterAll(async () => {
    await close?.();
    await whatsApp?.close();
  });
  beforeEach(async () => {
    smtp.messages.length = 0;
    whatsApp.messages.length = 0;
    whatsApp.rejected.length = 0;
    whatsApp.failing = false;
    await t.connection.collection('deliveries').deleteMany({});
    await t.connection.collection('users').updateMany({}, { $set: { reminder: { gmail: false, whatsapp: false } } });
  });

  /** A learner with one resource marked for reminder, one that is not, and one open and one done to-do. */
  async function learner(reminder: { gmail: boolean; whatsapp: boolean }, phone?: string, { verified = true } = {}) {
    const { user } = await signUp(t);
    const _id = new Types.ObjectId(user._id);
    const number = phone && (verified ? verifiedPhone(phone) : { phone });
    await t.connection.collection('users').updateOne({ _id }, { $set: { reminder, ...number } });
    await t.connection.collection('learningresources').insertMany([
      resource(_id, 'Intro to SQL joins', true),
      resource(_id, 'Not asked to be reminded', false),
    ]);
    await t.connection.collection('todos').insertMany([
      { user: _id, title: 'Finish the portfolio case study', done: false, createdAt: new Date() },
      { user: _id, title: 'Already done task', done: true, createdAt: new Date() },
    ]);
    return user;
  }

  const resource = (user: Types.ObjectId, title: string, remind: boolean) => ({
    user,
    title,
    link: `https://example.com/${encodeURIComponent(title)}`,
    normalisedUrl: `example.com/${encodeURIComponent(title)}`,
    offeredBy: 'example',
    type: 'Article',
    microSkill: [],
    wishList: { state: false },
    reminder: { state: remind },
    done: false,
    createdAt: new Date(),
  });

  const mailsTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email));

  it('e-mails each opted-in learner one digest of reminded resources and open to-dos, with links back', async () => {
    const ada = await learner({ gmail: true, whatsapp: false });
    const report = await reminders.sendWeeklyDigests(MONDAY);
    expect(report.week).toBe('2025-W07');

    const [mail] = await smtp.waitFor(1);
    expect(mail.to).toEqual([ada.email]);
    expect(mail.subject).toBe('Your Trail week: 1 resource to go through and 1 open to-do');
    expect(mail.text).toContain('Intro to SQL joins: https://example.com/Intro%20to%20SQL%20joins');
    expect(mail.text).toContain('- Finish the portfolio case study');
    expect(mail.text).not.toContain('Not asked to be reminded');
    expect(mail.text).not.toContain('Already done task');
    expect(mail.text).toContain('http://dashboard.test/plan');
    expect(mail.headers['list-unsubscribe']).toMatch(/^<http:\/\/api\.test\/api\/v1\/reminders\/unsubscribe\?token=[\w.-]+>$/);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  it('sends WhatsApp only to learners with a verified phone who opted in, as a Cloud API template message', async () => {
    const withPhone = await learner({ gmail: false, whatsapp: true }, '+2348031234567');
    await learner({ gmail: false, whatsapp: true });
    // Opted in before numbers were verified, or set straight in the database: unverified, so nothing (decision 0079).
    await learner({ gmail: false, whatsapp: true }, '+2348059876543', { verified: false });
    await reminders.sendWeeklyDigests(MONDAY);

    expect(whatsApp.rejected).toEqual([]);
    expect(whatsApp.messages).toEqual([
      {
        to: '2348031234567',
        template: {
          name: 'weekly_learning_digest',
          parameters: [withPhone.firstName, '1 resource to go through and 1 open to-do', 'http://dashboard.test/plan'],
        },
      },
    ]);
    expect(smtp.messages).toHaveLength(0);
  });

  it('sends nothing to learners who opted out', async () => {
    await learner({ gmail: false, whatsapp: false }, '+2348031234567');
    const report = await reminders.sendWeeklyDigests(MONDAY);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.messages).toHaveLength(0);
    expect(whatsApp.messages).toHaveLength(0);
    expect(report.email.sent + report.whatsapp.sent).toBe(0);
  });

  it('delivers exactly once per learner per week per channel across two runs', async () => {
    const ada = await learner({ gmail: true, whatsapp: true }, '+2348031234567');
    await reminders.sendWeeklyDigests(MONDAY);
    const again = await reminders.sendWeeklyDigests(THURSDAY_SAME_WEEK);
    expect(again.email['already-sent']).toBeGreaterThanOrEqual(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(ada.email)).toHaveLength(1);
    expect(whatsApp.messages).toHaveLength(1);

    await reminders.sendWeeklyDigests(NEXT_MONDAY);
    await smtp.waitFor(2);
    expect(mailsTo(ada.email)).toHaveLength(2);
    expect(whatsApp.messages).toHaveLength(2);
  });

  it('delivers exactly once when two instances run the same week at the same moment', async () => {
    const learners = await Promise.all([1, 2, 3].map(() => learner({ gmail: true, whatsapp: true }, '+2348031234567')));
    await Promise.all([reminders.sendWeeklyDigests(MONDAY), reminders.sendWeeklyDigests(MONDAY)]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const { email } of learners) expect(mailsTo(email)).toHaveLength(1);
    expect(whatsApp.messages).toHaveLength(3);
    expect(await t.connection.collection('deliveries').countDocuments({ status: 'sent' })).toBe(6);
  });

  it('still e-mails when WhatsApp fails, and records the failure', async () => {
    const ada = await learner({ gmail: true, whatsapp: true }, '+2348031234567');
    whatsApp.failing = true;
    const report = await reminders.sendWeeklyDigests(MONDAY);
    expect(report.whatsapp.failed).toBe(1);
    expect(report.email.sent).toBe(1);
    expect(mailsTo(ada.email)).toHaveLength(1);
    const failed = await t.connection.collection('deliveries').findOne({ channel: 'whatsapp' });
    expect(failed).toEqual(expect.objectContaining({ status: 'failed', error: expect.stringContaining('503') }));
  });

  it('logs a failed send by learner id only, and goes on with everyone else', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    try {
      const learners = await Promise.all([1, 2, 3].map(() => learner({ gmail: true, whatsapp: true }, '+2348031234567')));
      whatsApp.failing = true;
      const report = await reminders.sendWeeklyDigests(MONDAY);
      expect(report.whatsapp.failed).toBe(3);
      expect(report.email.sent).toBe(3);
      for (const { email } of learners) expect(mailsTo(email)).toHaveLength(1);
      const lines = warn.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('digest'));
      expect(lines).toHaveLength(3);
      for (const { _id } of learners) expect(lines.some((line) => line.includes(`learner ${_id}`))).toBe(true);
      for (const line of lines) {
        for (const { email } of learners) expect(line).not.toContain(email);
        expect(line).not.toMatch(/2348031234567/);
      }
    } finally {
      warn.mockRestore();
    }
  });

  it('beats the heartbeat after each learner, so a long run keeps its lock', async () => {
    await Promise.all([1, 2, 3].map(() => learner({ gmail: true, whatsapp: false })));
    let beats = 0;
    await reminders.sendWeeklyDigests(MONDAY, async () => {
      beats += 1;
    });
    expect(beats).toBe(3);
  });

  it('a rerun after a run that stopped half way sends only what is missing', async () => {
    const learners = await Promise.all(Array.from({ length: 8 }, () => learner({ gmail: true, whatsapp: false })));
    let beats = 0;
    await expect(
      reminders.sendWeeklyDigests(MONDAY, async () => {
        beats += 1;
        if (beats === 1) throw new Error('lost the lock');
      }),
    ).rejects.toThrow('lost the lock');
    const firstRun = await t.connection.collection('deliveries').countDocuments();
    expect(firstRun).toBeLessThan(8);
    const rerun = await reminders.sendWeeklyDigests(MONDAY);
    expect(rerun.email).toEqual({ sent: 8 - firstRun, 'already-sent': firstRun, failed: 0 });
    await smtp.waitFor(8);
    for (const { email } of learners) expect(mailsTo(email)).toHaveLength(1);
  });

  describe('unsubscribe link', () => {
    async function unsubscribeUrl(): Promise<{ path: string; userId: Types.ObjectId }> {
      const ada = await learner({ gmail: true, whatsapp: true }, '+2348031234567');
      await reminders.sendWeeklyDigests(MONDAY);
      const [mail] = await smtp.waitFor(1);
      const url = new URL(/<(.+)>/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1] ?? '');
      return { path: `${url.pathname}${url.search}`, userId: new Types.ObjectId(ada._id) };
    }
    const reminderOf = async (userId: Types.ObjectId) =>
      (await t.connection.collection('users').findOne({ _id: userId }))?.reminder;

    it('turns e-mail reminders off in one click (RFC 8058 POST), and leaves WhatsApp on', async () => {
      const { path, userId } = await unsubscribeUrl();
      await t.http().post(path).type('form').send('List-Unsubscribe=One-Click').expect(200);
      expect(await reminderOf(userId)).toEqual({ gmail: false, whatsapp: true });

      smtp.messages.length = 0;
      await reminders.sendWeeklyDigests(NEXT_MONDAY);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(smtp.messages).toHaveLength(0);
    });

    it('opening the link in the mail only asks to confirm, so scanners and previews change nothing', async () => {
      const { path, userId } = await unsubscribeUrl();
      const page = await t.http().get(path).expect(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.text).toContain("Turn off Trail's weekly e-mail?");
      // The API's policy lets the page's form post back to the API.
      expect(page.headers['content-security-policy']).toContain("form-action 'self'");
      expect(page.text).toMatch(/<form method="post">[\s\S]*<button type="submit"[^>]*>Turn e-mail reminders off<\/button>/);
      await t.http().get(path).expect(200);
      expect(await reminderOf(userId)).toEqual({ gmail: true, whatsapp: true });
    });

    it("the page's button turns e-mail reminders off and says so; pressing it again changes nothing", async () => {
      const { path, userId } = await unsubscribeUrl();
      const done = await t.http().post(path).type('form').send('List-Unsubscribe=One-Click').expect(200);
      expect(done.headers['content-type']).toMatch(/^text\/html/);
      expect(done.text).toContain('E-mail reminders are off');
      expect(await reminderOf(userId)).toEqual({ gmail: false, whatsapp: true });
      await t.http().post(path).type('form').send('List-Unsubscribe=One-Click').expect(200);
      expect(await reminderOf(userId)).toEqual({ gmail: false, whatsapp: true });
    });

    it('refuses a tampered or missing token with a 400 and changes nothing', async () => {
      const { path, userId } = await unsubscribeUrl();
      const tampered = path.replace(/.(?=$)/, (c) => (c === 'A' ? 'B' : 'A'));
      const error = { error: 'This unsubscribe link is not valid. Turn reminders off in your Learning plan.' };
      await t.http().post(tampered).expect(400, error);
      await t.http().get(tampered).expect(400, error);
      await t.http().post('/api/v1/reminders/unsubscribe').expect(400, error);
      await t.http().post('/api/v1/reminders/unsubscribe?token[$gt]=').expect(400);
      expect(await reminderOf(userId)).toEqual({ gmail: true, whatsapp: true });
    });
  });
});
