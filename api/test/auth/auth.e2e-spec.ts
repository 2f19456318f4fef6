import { createHmac } from 'node:crypto';
import bcryptjs from 'bcryptjs';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { ADULT_BIRTH_MONTH, bearer, signUp, TEST_PASSWORD } from '../support/factories/accounts';

/** Once shipped as the development fallback, so public: it must never sign a token the API accepts. */
const PUBLISHED_SECRET = 'trail-development-secret-never-use-in-production';

function forgeToken(header: object, payload: object, secret = process.env.JWT_SECRET as string): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const unsigned = `${encode(header)}.${encode(payload)}`;
  const signature = createHmac('sha256', secret).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

describe('accounts: register, log in, bearer tokens', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('POST /auth/register', () => {
    it('creates the account and answers a token with the public user', async () => {
      const res = await t
        .http()
        .post('/api/v1/auth/register')
        .send({ email: '  New.Learner@Example.com ', password: TEST_PASSWORD, firstName: ' Chioma ', lastName: 'Eze', birthMonth: ADULT_BIRTH_MONTH })
        .expect(201);
      expect(res.body.token).toEqual(expect.any(String));
      expect(res.body.user).toMatchObject({
        email: 'new.learner@example.com',
        firstName: 'Chioma',
        lastName: 'Eze',
        role: 'user',
        extension: 'inactive',
        referred: 0,
        reminder: { gmail: false, whatsapp: false },
        emailVerified: false,
      });
      expect(res.body.user).not.toHaveProperty('password');
      expect(res.body.user).not.toHaveProperty('tokenVersion');
    });

    it('keeps the extension flag of accounts made from the install flow', async () => {
      const { user } = await signUp(t, { extension: 'exist' });
      expect(user.extension).toBe('exist');
    });

    it('refuses a second account for the same e-mail, whatever its case', async () => {
      const { user } = await signUp(t);
      const res = await t
        .http()
        .post('/api/v1/auth/register')
        .send({ email: user.email.toUpperCase(), password: TEST_PASSWORD, firstName: 'A', lastName: 'B', birthMonth: ADULT_BIRTH_MONTH })
        .expect(409);
      expect(res.body.error).toMatch(/already exists/);
    });

    it.each([
      [{ password: TEST_PASSWORD, firstName: 'A', lastName: 'B', birthMonth: ADULT_BIRTH_MONTH }, /email/],
      [{ email: 'not-an-email', password: TEST_PASSWORD, firstName: 'A', lastName: 'B', birthMonth: ADULT_BIRTH_MONTH }, /email/],
      [{ email: 'a@example.com', password: 'short', firstName: 'A', lastName: 'B', birthMonth: ADULT_BIRTH_MONTH }, /password must be at least 8/],
      [{ email: 'a@example.com', password: TEST_PASSWORD, firstName: '  ', lastName: 'B', birthMonth: ADULT_BIRTH_MONTH }, /firstName/],
      [{ email: { $gt: '' }, password: TEST_PASSWORD, firstName: 'A', lastName: 'B', birthMonth: ADULT_BIRTH_MONTH }, /email/],
      [{ email: 'a@example.com', password: TEST_PASSWORD, firstName: 'A', lastName: 'B', birthMonth: ADULT_BIRTH_MONTH, role: 'mentor' }, /role should not exist/],
      [{ email: 'a@example.com', password: TEST_PASSWORD, firstName: 'A', lastName: 'B', birthMonth: ADULT_BIRTH_MONTH, extension: 'yes' }, /extension/],
    ])('refuses bad input %j with a readable error', async (body, message) => {
      const res = await t.http().post('/api/v1/auth/register').send(body).expect(400);
      expect(res.body.error).toMatch(message);
      expect(await t.connection.collection('users').countDocuments({ email: 'a@example.com' })).toBe(0);
    });

    it('links a new user to the referrer, counting nothing until the new e-mail is verified; unknown codes are ignored', async () => {
      const referrer = await signUp(t);
      await t.connection.collection('users').updateOne({ email: referrer.user.email }, { $set: { code: 'TRL4X9' } });

      const referred = await signUp(t, { refCode: 'trl4x9' });
      await signUp(t, { refCode: 'NOSUCHCODE' });

      const stored = await t.connection.collection('users').findOne({ email: referrer.user.email });
      expect(stored?.referred).toBe(0);
      const link = await t.connection.collection('users').findOne({ email: referred.user.email });
      expect(String(link?.referredBy)).toBe(referrer.user._id);
    });
  });

  describe('passwords', () => {
    it('refuses a sign-up password longer than bcrypt reads (72 bytes) with a clear message', async () => {
      const body = { email: 'long-password@example.com', firstName: 'Ada', lastName: 'Obi', birthMonth: ADULT_BIRTH_MONTH };
      for (const password of ['p'.repeat(73), 'é'.repeat(37)]) {
        const res = await t.http().post('/api/v1/auth/register').send({ ...body, password }).expect(400);
        expect(res.body).toEqual({ error: 'password must be at most 72 bytes (fewer characters if they are not plain letters)' });
      }
      await t.http().post('/api/v1/auth/register').send({ ...body, password: 'p'.repeat(72) }).expect(201);
    });

    it('still accepts passwords hashed by bcryptjs before the native binding', async () => {
      const { user } = await signUp(t);
      await t.connection
        .collection('users')
        .updateOne({ email: user.email }, { $set: { password: bcryptjs.hashSync('an-older-password', 10) } });
      await t.http().post('/api/v1/auth/login').send({ email: user.email, password: 'an-older-password' }).expect(200);
      await t.http().post('/api/v1/auth/login').send({ email: user.email, password: 'not-the-password' }).expect(401);
    });

    it('takes as long for an unknown e-mail as for a wrong password, so timing tells nobody who has an account', async () => {
      const { user } = await signUp(t);
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
      const timed = async (email: string) => {
        const started = performance.now();
        await t.http().post('/api/v1/auth/login').send({ email, password: 'wrong-password-1' }).expect(401);
        return performance.now() - started;
      };
      const known: number[] = [];
      const unknown: number[] = [];
      for (let round = 0; round < 5; round += 1) {
        known.push(await timed(user.email));
        unknown.push(await timed(`nobody-${round}@example.com`));
      }
      expect(median(unknown)).toBeGreaterThan(median(known) / 2);
    });
  });

  describe('POST /auth/login', () => {
    it('answers a token for the right password', async () => {
      const { user, password } = await signUp(t);
      const res = await t.http().post('/api/v1/auth/login').send({ email: user.email, password }).expect(200);
      expect(res.body.user._id).toBe(user._id);
      await t.http().get('/api/v1/users/me').set(bearer(res.body.token)).expect(200);
    });

    it('says the same for a wrong password and an unknown e-mail', async () => {
      const { user } = await signUp(t);
      const wrong = await t.http().post('/api/v1/auth/login').send({ email: user.email, password: 'nope-nope' }).expect(401);
      const unknown = await t.http().post('/api/v1/auth/login').send({ email: 'nobody@example.com', password: 'x' }).expect(401);
      expect(wrong.body.error).toBe('Incorrect e-mail or password');
      expect(unknown.body.error).toBe(wrong.body.error);
    });

    it('tells accounts made with Google to log in with Google', async () => {
      await t.connection
        .collection('users')
        .insertOne({ email: 'g@example.com', googleId: 'g-1', firstName: 'G', lastName: 'L', tokenVersion: 0 });
      const res = await t.http().post('/api/v1/auth/login').send({ email: 'g@example.com', password: 'anything' }).expect(400);
      expect(res.body.error).toBe('Log in with google');
    });

    it('refuses operator objects instead of credentials', async () => {
      const res = await t.http().post('/api/v1/auth/login').send({ email: { $ne: null }, password: { $ne: null } }).expect(400);
      expect(res.body.error).toMatch(/email must be a string/);
    });
  });

  describe('POST /auth/logout', () => {
    it('ends the token, and every other session of the account; signing in again works', async () => {
      const learner = await signUp(t);
      const other = await t.http().post('/api/v1/auth/login').send({ email: learner.user.email, password: learner.password }).expect(200);

      await t.http().post('/api/v1/auth/logout').set(bearer(learner.token)).expect(204);
      const ended = await t.http().get('/api/v1/users/me').set(bearer(learner.token)).expect(401);
      expect(ended.body).toEqual({ error: 'Your session has ended. Please log in again.' });
      await t.http().get('/api/v1/users/me').set(bearer(other.body.token)).expect(401);
      await t.http().post('/api/v1/auth/logout').set(bearer(learner.token)).expect(401);

      const again = await t.http().post('/api/v1/auth/login').send({ email: learner.user.email, password: learner.password }).expect(200);
      await t.http().get('/api/v1/users/me').set(bearer(again.body.token)).expect(200);
    });

    it('needs a token', async () => {
      await t.http().post('/api/v1/auth/logout').expect(401);
    });
  });

  describe('bearer tokens', () => {
    it('lets a user read their own record by id or as me, and nobody else', async () => {
      const a = await signUp(t);
      const b = await signUp(t);
      const own = await t.http().get(`/api/v1/users/${a.user._id}`).set(bearer(a.token)).expect(200);
      expect(own.body.user.email).toBe(a.user.email);
      const res = await t.http().get(`/api/v1/users/${b.user._id}`).set(bearer(a.token)).expect(403);
      expect(res.body.error).toMatch(/your own account/);
    });

    it.each([
      ['no token', undefined, /Please log in/],
      ['a malformed token', 'Bearer not.a.jwt', /log in again/],
      ['alg none', `Bearer ${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from('{"sub":"x","v":0}').toString('base64url')}.`, /log in again/],
      ['a token signed with another secret', `Bearer ${forgeToken({ alg: 'HS256', typ: 'JWT' }, { sub: 'x', v: 0 }, 'other-secret')}`, /log in again/],
    ])('answers 401 for %s', async (_name, header, message) => {
      const req = t.http().get('/api/v1/users/me');
      if (header) req.set('Authorization', header);
      const res = await req.expect(401);
      expect(res.body.error).toMatch(message);
    });

    it('answers 401 for an expired token', async () => {
      const { user } = await signUp(t);
      const past = Math.floor(Date.now() / 1000) - 60;
      const token = forgeToken({ alg: 'HS256', typ: 'JWT' }, { sub: user._id, v: 0, iat: past - 10, exp: past });
      const res = await t.http().get('/api/v1/users/me').set(bearer(token)).expect(401);
      expect(res.body.error).toMatch(/expired/);
    });

    it('refuses a token signed with the once-published development secret', async () => {
      const { user } = await signUp(t);
      const token = forgeToken({ alg: 'HS256', typ: 'JWT' }, { sub: user._id, v: 0 }, PUBLISHED_SECRET);
      await t.http().get('/api/v1/users/me').set(bearer(token)).expect(401);
    });

    it('stops accepting older tokens once the token version moves on', async () => {
      const { user, token } = await signUp(t);
      await t.connection.collection('users').updateOne({ email: user.email }, { $inc: { tokenVersion: 1 } });
      await t.http().get('/api/v1/users/me').set(bearer(token)).expect(401);
    });

    it('issues tokens that last about 30 days', async () => {
      const { token } = await signUp(t);
      const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
      expect((payload.exp - payload.iat) / 86_400).toBe(30);
    });
  });
});
