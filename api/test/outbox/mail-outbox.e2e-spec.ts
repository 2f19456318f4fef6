import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Types } from 'mongoose';
import { RemindersService } from '../../src/reminders/reminders.service';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { signUp } from '../support/factories/accounts';
import { verifiedPhone } from '../support/factories/phones';
import { scopedEnv } from '../support/servers/scoped-env';

/** `npm start` with no SMTP or WhatsApp settings: nothing leaves the machine, everything lands in the outbox. */
describe('local outbox', () => {
  let t: TestApp;
  let dataDir: string;
  let restoreEnv: () => void;
  const outbox = () => join(dataDir, 'outbox');
  const filesEndingWith = async (suffix: string) => (await readdir(outbox()).catch(() => [])).filter((f) => f.endsWith(suffix));

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'trail-outbox-'));
    for (const name of ['SMTP_HOST', 'WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID']) delete process.env[name];
    const scoped = scopedEnv({ DATA_DIR: dataDir, DASHBOARD_URL: 'http://dashboard.test' });
    restoreEnv = scoped.restore;
    t = await createTestApp({ env: scoped.env });
  });
  afterAll(async () => {
    await t?.close();
    restoreEnv();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function outboxMail(subject: string, to: string): Promise<{ eml: string; json: { to: string; text: string } }> {
    for (let tries = 0; tries < 200; tries += 1) {
      for (const file of (await filesEndingWith('.json')).filter((f) => f.includes('-mail-'))) {
        const json = JSON.parse(await readFile(join(outbox(), file), 'utf8')) as { to: string; text: string; subject: string };
        if (json.subject === subject && json.to === to) {
          return { eml: await readFile(join(outbox(), file.replace(/\.json$/, '.eml')), 'utf8'), json };
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`no "${subject}" mail to ${to} in ${outbox()}`);
  }

  it('keeps the reset mail as .eml and .json, with a link that works', async () => {
    const learner = await signUp(t);
    await t.http().post('/api/v1/auth/forgotpassword').send({ email: learner.user.email }).expect(200);
    const { eml, json: mail } = await outboxMail('Reset your Trail password', learner.user.email);
    expect(eml).toContain('Subject: Reset your Trail password');
    expect(mail.to).toBe(learner.user.email);
    const token = /resetpassword\?token=([\w-]+)/.exec(mail.text)?.[1];
    await t.http().put(`/api/v1/auth/resetpassword/${token}`).send({ password: 'outbox-new-secret' }).expect(200);
  });

  it('keeps the verification mail every sign-up sends, with a link that works', async () => {
    const learner = await signUp(t);
    const { json: mail } = await outboxMail('Confirm your Trail e-mail', learner.user.email);
    expect(mail.to).toBe(learner.user.email);
    const token = /verify-email\?token=([\w.%-]+)/.exec(mail.text)?.[1] as string;
    await t.http().post('/api/v1/auth/verify-email').send({ token: decodeURIComponent(token) }).expect(200);
  });

  it('keeps WhatsApp template messages as .json in the Cloud API shape', async () => {
    const { user } = await signUp(t);
    const _id = new Types.ObjectId(user._id);
    await t.connection
      .collection('users')
      .updateOne({ _id }, { $set: { reminder: { gmail: false, whatsapp: true }, ...verifiedPhone('+2348031234567') } });
    await t.connection.collection('todos').insertOne({ user: _id, title: 'Read a chapter', done: false, createdAt: new Date() });
    const report = await t.app.get(RemindersService).sendWeeklyDigests(new Date());
    expect(report.whatsapp.sent).toBe(1);
    const files = (await filesEndingWith('.json')).filter((f) => f.includes('-whatsapp-'));
    expect(files).toHaveLength(1);
    const body = JSON.parse(await readFile(join(outbox(), files[0] as string), 'utf8')) as Record<string, unknown>;
    expect(body).toEqual(
      expect.objectContaining({ messaging_product: 'whatsapp', to: '2348031234567', type: 'template' }),
    );
  });
});
