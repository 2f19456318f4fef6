import { PHONE_CODE, PROFILE_MESSAGES } from '@trail/shared';
import { Types } from 'mongoose';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { bearer, setAccess, signUp, type SignedUp } from '../support/factories/accounts';
import { CODE_TEMPLATE, lastCodeTo } from '../support/factories/phones';
import { startWhatsAppTestServer, type WhatsAppTestServer } from '../support/servers/whatsapp-test-server';

const PHONE = '+2348031234567';
const OTHER_PHONE = '+2348059876543';

/** Security review L6, decision 0079: WhatsApp goes only to a number proven by a code sent to it. */
describe('phone numbers verified by a WhatsApp code', () => {
  let t: TestApp;
  let whatsApp: WhatsAppTestServer;

  beforeAll(async () => {
    whatsApp = await startWhatsAppTestServer();
    t = await createTestApp({ env: { ...whatsApp.env, WHATSAPP_CODE_TEMPLATE: CODE_TEMPLATE, PHONE_CODES_PER_HOUR: '3', PHONE_CODES_PER_DAY: '10' } });
  });
  afterAll(async () => {
    await t?.close();
    await whatsApp?.close();
  });
  beforeEach(async () => {
    whatsApp.messages.length = 0;
    whatsApp.rejected.length = 0;
    // Most tests share one number, and its budget is counted too.
    await t.connection.collection('ratelimitcounters').deleteMany({});
  });

  const put = (learner: SignedUp, body: object) => t.http().put('/api/v1/users/me').set(bearer(learner.token)).send(body);
  const askCode = (learner: SignedUp) => t.http().post('/api/v1/users/me/phone/code').set(bearer(learner.token));
  const verify = (learner: SignedUp, code: unknown) => t.http().post('/api/v1/users/me/phone/verify').set(bearer(learner.token)).send({ code });
  const stored = (learner: SignedUp) =>
    t.connection.collection('users').findOne({ _id: new Types.ObjectId(learner.user._id) });
  const wrong = (code: string) => String((Number(code) + 1) % 10 ** PHONE_CODE.digits).padStart(PHONE_CODE.digits, '0');

  async function learnerWithPhone(phone = PHONE): Promise<SignedUp> {
    const learner = await signUp(t);
    await setAccess(t, learner.user._id, { emailVerified: true });
    await put(learner, { phone }).expect(200);
    return learner;
  }

  it('sends a 6-digit code by the authentication template, keeps only its hash, and the code verifies the number', async () => {
    const ada = await learnerWithPhone();
    expect((await t.http().get('/api/v1/users/me').set(bearer(ada.token)).expect(200)).body.user.phoneVerified).toBe(false);
    await askCode(ada).expect(200);
    expect(whatsApp.rejected).toEqual([]);
    const code = lastCodeTo(whatsApp, PHONE) ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const record = await stored(ada);
    expect(JSON.stringify(record)).not.toContain(`"${code}"`);
    expect(record?.phoneCode).toMatchObject({ phone: PHONE, triesLeft: PHONE_CODE.tries });

    const res = await verify(ada, code).expect(200);
    expect(res.body.user).toMatchObject({ phone: PHONE, phoneVerified: true });
    expect((await stored(ada))?.phoneCode).toBeUndefined();
    const on = await t.http().put('/api/v1/users/me').set(bearer(res.body.token)).send({ reminder: { whatsapp: true } }).expect(200);
    expect(on.body.user.reminder.whatsapp).toBe(true);
  });

  it('refuses WhatsApp reminders on a number not yet verified', async () => {
    const ada = await learnerWithPhone();
    const res = await put(ada, { reminder: { whatsapp: true } }).expect(403);
    expect(res.body).toEqual({ error: PROFILE_MESSAGES.verifyPhoneFirst });
  });

  it('asks for a saved number and a verified e-mail before sending a code', async () => {
    const noPhone = await signUp(t);
    await setAccess(t, noPhone.user._id, { emailVerified: true });
    expect((await askCode(noPhone).expect(400)).body).toEqual({ error: PROFILE_MESSAGES.phoneNeededForCode });
    const unverified = await learnerWithPhone();
    await setAccess(t, unverified.user._id, { emailVerified: false });
    expect((await askCode(unverified).expect(403)).body).toEqual({ error: PROFILE_MESSAGES.verifyBeforePhone });
    expect(whatsApp.messages).toEqual([]);
  });

  it('allows 5 wrong tries, then not even the right code: parallel guesses get no more between them', async () => {
    const ada = await learnerWithPhone();
    await askCode(ada).expect(200);
    const code = lastCodeTo(whatsApp, PHONE) ?? '';
    const answers = await Promise.all(Array.from({ length: 12 }, () => verify(ada, wrong(code))));
    const errors = answers.map((res) => res.body.error as string);
    expect(answers.every((res) => res.status === 400)).toBe(true);
    expect(errors.filter((error) => error === PROFILE_MESSAGES.phoneCodeWrong).length).toBeLessThanOrEqual(PHONE_CODE.tries);
    expect((await stored(ada))?.phoneCode?.triesLeft).toBe(0);
    expect((await verify(ada, code).expect(400)).body).toEqual({ error: PROFILE_MESSAGES.phoneCodeNeeded });
    expect((await stored(ada))?.phoneVerifiedAt).toBeUndefined();
  });

  it('refuses an expired code, a code never sent and a code that is not 6 digits', async () => {
    const ada = await learnerWithPhone();
    expect((await verify(ada, '123456').expect(400)).body).toEqual({ error: PROFILE_MESSAGES.phoneCodeNeeded });
    await verify(ada, '12ab').expect(400);
    await askCode(ada).expect(200);
    const code = lastCodeTo(whatsApp, PHONE) ?? '';
    await t.connection
      .collection('users')
      .updateOne({ _id: new Types.ObjectId(ada.user._id) }, { $set: { 'phoneCode.expiresAt': new Date(Date.now() - 1000) } });
    expect((await verify(ada, code).expect(400)).body).toEqual({ error: PROFILE_MESSAGES.phoneCodeNeeded });
  });

  it('a new number clears the verification and the WhatsApp opt-in; the same number keeps them; a code for the old number proves nothing', async () => {
    const ada = await learnerWithPhone();
    await askCode(ada).expect(200);
    const verified = await verify(ada, lastCodeTo(whatsApp, PHONE)).expect(200);
    ada.token = verified.body.token;
    await put(ada, { reminder: { whatsapp: true } }).expect(200);
    expect((await put(ada, { phone: '0803 123 4567' }).expect(200)).body.user).toMatchObject({ phoneVerified: true, reminder: { whatsapp: true } });

    const changed = await put(ada, { phone: OTHER_PHONE }).expect(200);
    expect(changed.body.user).toMatchObject({ phone: OTHER_PHONE, phoneVerified: false, reminder: { whatsapp: false } });
    await askCode(ada).expect(200);
    const stale = lastCodeTo(whatsApp, OTHER_PHONE) ?? '';
    await put(ada, { phone: PHONE }).expect(200);
    expect((await verify(ada, stale).expect(400)).body).toEqual({ error: PROFILE_MESSAGES.phoneCodeNeeded });
    expect((await stored(ada))?.phoneVerifiedAt).toBeUndefined();
  });

  it('sends 3 codes an hour per account, then answers 429 with Retry-After and sends nothing', async () => {
    // Counts live in fixed windows: a test that straddled an hour's end would start counting again.
    const left = 3_600_000 - (Date.now() % 3_600_000);
    if (left < 10_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
    const ada = await learnerWithPhone('+2348020000001');
    for (let i = 0; i < 3; i += 1) await askCode(ada).expect(200);
    const refused = await askCode(ada).expect(429);
    expect(refused.body).toEqual({ error: PROFILE_MESSAGES.tooManyPhoneCodes });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(whatsApp.messages).toHaveLength(3);
  });

  it('sends 3 codes an hour per number, whichever accounts ask', async () => {
    const left = 3_600_000 - (Date.now() % 3_600_000);
    if (left < 10_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
    const learners = await Promise.all([1, 2, 3, 4].map(() => learnerWithPhone('+2348020000002')));
    for (const learner of learners.slice(0, 3)) await askCode(learner).expect(200);
    expect((await askCode(learners[3] as SignedUp).expect(429)).body).toEqual({ error: PROFILE_MESSAGES.tooManyPhoneCodes });
    expect(whatsApp.messages).toHaveLength(3);
  });
});
