import { runAdminCli } from '../../src/cli/admin/admin-cli';
import { ADMIN_USAGE } from '../../src/cli/admin/admin-command';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { bearer, setAccess, signUp } from '../support/factories/accounts';

/** `npm run admin` runs runAdminCli in its own process; here it connects to the test database the same way. */
describe('npm run admin -- grant|revoke <email>', () => {
  let t: TestApp;

  beforeAll(async () => {
    // createTestApp points MONGODB_URI and MONGODB_DB at this file's database, which the command then reads.
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const adminList = (token: string) => t.http().get('/api/v1/admin/mentor-applications').set(bearer(token));

  it('grants the admin role to an existing account, which then reaches admin routes; revoke takes it back', async () => {
    const account = await signUp(t);
    await adminList(account.token).expect(403);

    expect(await runAdminCli(['grant', account.user.email.toUpperCase()])).toEqual({ ok: true, message: `${account.user.email} is now a Trail admin.` });
    await adminList(account.token).expect(200, { applications: [] });
    expect(await runAdminCli(['grant', account.user.email])).toEqual({ ok: true, message: `${account.user.email} is already a Trail admin.` });

    expect(await runAdminCli(['revoke', account.user.email])).toEqual({ ok: true, message: `${account.user.email} is no longer an admin.` });
    await adminList(account.token).expect(403);
    expect((await runAdminCli(['revoke', account.user.email])).ok).toBe(false);
  });

  it('refuses an unknown e-mail, a mentor, and anything but grant or revoke with one e-mail', async () => {
    expect(await runAdminCli(['grant', 'nobody@example.com'])).toEqual({ ok: false, message: 'No account has the e-mail nobody@example.com: sign up with it first.' });
    const mentor = await signUp(t);
    await setAccess(t, mentor.user._id, { role: 'mentor' });
    expect((await runAdminCli(['grant', mentor.user.email])).message).toMatch(/is a mentor/);
    for (const args of [[], ['grant'], ['promote', mentor.user.email], ['grant', 'a@example.com', 'b@example.com']]) {
      expect(await runAdminCli(args)).toEqual({ ok: false, message: ADMIN_USAGE });
    }
  });
});
