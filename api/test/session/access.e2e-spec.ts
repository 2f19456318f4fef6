import { Controller, Get } from '@nestjs/common';
import { ACCESS_MESSAGES } from '../../src/session/access/access.guard';
import { RequireAccess } from '../../src/session/access/require-access.decorator';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { bearer, setAccess, signUp } from '../support/factories/accounts';

@Controller('access-test')
class AccessTestController {
  @Get('mentor')
  @RequireAccess({ roles: ['mentor'] })
  mentorOnly() {
    return { ok: true };
  }

  @Get('admin')
  @RequireAccess({ roles: ['admin'] })
  adminOnly() {
    return { ok: true };
  }

  @Get('verified-mentor')
  @RequireAccess({ roles: ['mentor'], verifiedEmail: true })
  verifiedMentor() {
    return { ok: true };
  }
}

describe('RequireAccess: role and verification checked on the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ controllers: [AccessTestController] });
  });
  afterAll(() => t.close());

  it('refuses the signed-out caller with 401 and a learner with 403 and a reason', async () => {
    expect((await t.http().get('/api/v1/access-test/mentor')).status).toBe(401);
    const learner = await signUp(t);
    const res = await t.http().get('/api/v1/access-test/mentor').set(bearer(learner.token));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: ACCESS_MESSAGES.mentor });
  });

  it('lets a mentor through the mentor gate, not the admin gate, and counts a role change at once', async () => {
    const mentor = await signUp(t);
    await setAccess(t, mentor.user._id, { role: 'mentor' });
    expect((await t.http().get('/api/v1/access-test/mentor').set(bearer(mentor.token))).status).toBe(200);
    const admin = await t.http().get('/api/v1/access-test/admin').set(bearer(mentor.token));
    expect(admin.body).toEqual({ error: ACCESS_MESSAGES.admin });

    // Suspended back to learner: the same token no longer passes.
    await setAccess(t, mentor.user._id, { role: 'user' });
    expect((await t.http().get('/api/v1/access-test/mentor').set(bearer(mentor.token))).status).toBe(403);
  });

  it('asks for a verified e-mail where the route needs one', async () => {
    const mentor = await signUp(t);
    await setAccess(t, mentor.user._id, { role: 'mentor' });
    const unverified = await t.http().get('/api/v1/access-test/verified-mentor').set(bearer(mentor.token));
    expect(unverified.status).toBe(403);
    expect(unverified.body).toEqual({ error: ACCESS_MESSAGES.verifiedEmail });

    await setAccess(t, mentor.user._id, { emailVerified: true });
    expect((await t.http().get('/api/v1/access-test/verified-mentor').set(bearer(mentor.token))).status).toBe(200);
  });

  it('treats a business account as a learner: no mentor or admin gate, and no one else’s data (decision 0047)', async () => {
    const business = await signUp(t);
    await setAccess(t, business.user._id, { role: 'business', emailVerified: true });
    expect((await t.http().get('/api/v1/access-test/mentor').set(bearer(business.token))).body).toEqual({ error: ACCESS_MESSAGES.mentor });
    expect((await t.http().get('/api/v1/access-test/admin').set(bearer(business.token))).body).toEqual({ error: ACCESS_MESSAGES.admin });
    const employee = await signUp(t);
    expect((await t.http().get(`/api/v1/meetings/mentee/${employee.user._id}`).set(bearer(business.token))).status).toBe(403);
    expect((await t.http().get(`/api/v1/meetings/mentee/${business.user._id}`).set(bearer(business.token))).status).toBe(200);
  });
});
