/** The ids and bodies a fuzz run works with: the caller's own records and another learner's. */
export interface FuzzContext {
  /** A learner's token; routes with `as` use the mentor's or the admin's. */
  token: string;
  mentorToken: string;
  adminToken: string;
  /** A learner with a verified e-mail, who may apply to mentor. */
  applicantToken: string;
  /** A track's id, and the username of the mentor (with slots) whose page the fuzzer reads. */
  fieldId: string;
  mentorUsername: string;
  ownLearningId: string;
  ownTodoId: string;
  ownUserId: string;
  otherLearningId: string;
  otherTodoId: string;
  otherUserId: string;
  /** A well-formed id that names nothing. */
  missingId: string;
}

export type ParamKind = 'learning' | 'todo' | 'user' | 'avatar' | 'resetToken' | 'paymentReference' | 'fieldSlug' | 'pathwaySlug' | 'fieldId' | 'mentorUsername' | 'pastDate' | 'unblockedDate' | 'userId' | 'missing';

/** What a route takes; the fuzzer spoils one part of a valid request at a time. */
export interface RouteSpec {
  /** Needs a bearer token: the token kinds apply. */
  auth: boolean;
  /** Whose token the valid request carries, when the route is for mentors or admins only. */
  as?: 'mentor' | 'admin' | 'applicant';
  /** A valid body (fresh per call, e.g. a new e-mail) for routes that read one. */
  body?: (ctx: FuzzContext) => Record<string, unknown>;
  /** A valid query for routes that read one. */
  query?: Record<string, string>;
  /** What `:id`-like parameters name by default. */
  param?: ParamKind;
  /** Body fields whose text is the client's own business (passwords): any character goes. */
  opaque?: string[];
  /** Takes a multipart upload too (the avatar, file answers). */
  multipart?: boolean;
  /**
   * The token is the route's only input (log out, mail the link again): with the caller's own
   * valid token it succeeds whatever else comes along, so only bad tokens are tried.
   */
  tokenOnly?: boolean;
}

const unique = () => Math.random().toString(36).slice(2, 10);

const FUZZ_RESOURCE = {
  section: 1, title: 'Design Thinking 101', photo: null, description: 'The six phases of design thinking.', duration: '8 min read',
  link: 'https://www.nngroup.com/articles/design-thinking/', article: true, sub: 'Design thinking',
};
const FUZZ_QUESTION = { section: 1, question: 'Which phase comes first?', type: 'obj', options: ['Prototype', 'Empathize', 'Test', 'Ideate'], correct: ['Empathize'], sub: 'Design thinking' };

/**
 * Every route the app serves, by `METHOD path` as Express lists it. The fuzz test fails when the app
 * serves a route missing here, so a new endpoint cannot skip the bad-input checks.
 */
export const ROUTES: Record<string, RouteSpec> = {
  'GET /api/docs': { auth: false },
  'GET /api/docs/': { auth: false },
  'GET /api/docs/index.html': { auth: false },
  'GET /api/docs/LICENSE': { auth: false },
  'GET /api/docs/swagger-ui-init.js': { auth: false },
  'GET /api/docs/docs/swagger-ui-init.js': { auth: false },
  'GET /api/docs-json': { auth: false },
  'GET /api/docs-yaml': { auth: false },
  'GET /api/v1/auth/up': { auth: false },
  'GET /api/v1/health/ready': { auth: false },
  'GET /api/v1/health/live': { auth: false },
  // Off in the fuzz run (404); its token is not a user's, so the token kinds do not apply.
  'GET /api/v1/metrics': { auth: false },
  'POST /api/v1/auth/register': {
    auth: false,
    opaque: ['password'],
    body: () => ({ email: `fuzz-${unique()}@example.com`, password: 'correct-horse-battery', firstName: 'Ada', lastName: 'Obi', birthMonth: '1990-01' }),
  },
  'POST /api/v1/auth/login': { auth: false, opaque: ['password'], body: () => ({ email: 'nobody@example.com', password: 'correct-horse-battery' }) },
  'POST /api/v1/auth/forgotpassword': { auth: false, body: () => ({ email: 'nobody@example.com' }) },
  'PUT /api/v1/auth/resetpassword/:token': { auth: false, opaque: ['password'], param: 'resetToken', body: () => ({ password: 'another-horse-battery' }) },
  'POST /api/v1/auth/logout': { auth: true, tokenOnly: true },
  // The fuzz learner is an adult: the valid request is refused with a 409, never a 500.
  'POST /api/v1/auth/parental-agreement': { auth: true, body: () => ({ parentEmail: 'parent@example.com' }) },
  'GET /api/v1/auth/parental-agreement/:token': { auth: false, param: 'resetToken' },
  'POST /api/v1/auth/parental-agreement/:token': { auth: false, param: 'resetToken', body: () => ({ decision: 'agree' }) },
  'POST /api/v1/auth/verify-email': { auth: false, body: () => ({ token: 'not-a-real-token' }) },
  'POST /api/v1/auth/verify-email/resend': { auth: true, tokenOnly: true },
  'GET /api/v1/auth/googleurl': { auth: false },
  'GET /api/v1/auth/google': { auth: false, query: { code: 'not-a-real-code', state: 'not-a-real-state' } },
  // The fuzz learner gave a month at sign-up: the valid request is refused with a 409, never a 500.
  'PUT /api/v1/users/me/birth-month': { auth: true, body: () => ({ birthMonth: '1990-04' }) },
  'GET /api/v1/users/referral': { auth: true },
  'GET /api/v1/users/:id': { auth: true, param: 'user', query: { balances: 'false' } },
  'PUT /api/v1/users/:id': { auth: true, param: 'user', body: () => ({ bio: 'Learning SQL' }), multipart: true },
  'POST /api/v1/users/:id/phone/code': { auth: true, param: 'user' },
  'POST /api/v1/users/:id/phone/verify': { auth: true, param: 'user', body: () => ({ code: '123456' }) },
  // A wrong password: a right one would end the fuzzer's own sessions (account-deletion.e2e-spec.ts tests that).
  'POST /api/v1/users/:id/deletion': { auth: true, param: 'user', opaque: ['password'], body: () => ({ password: 'not-the-fuzz-password' }) },
  'GET /api/v1/avatars/:file': { auth: false, param: 'avatar' },
  'GET /api/v1/skills': { auth: false },
  'GET /api/v1/users/freetime': { auth: true, as: 'mentor' },
  'PUT /api/v1/users/freetime': { auth: true, as: 'mentor', body: () => ({ freeTime: [{ day: 2, hour: 7, minute: 30, timezone: 'Africa/Lagos' }] }) },
  'PUT /api/v1/users/freetime/blocked/:date': { auth: true, as: 'mentor', param: 'pastDate' },
  'DELETE /api/v1/users/freetime/blocked/:date': { auth: true, as: 'mentor', param: 'unblockedDate' },
  // A valid id here would delete the slot: the fuzzer aims it at an id that names nothing.
  'DELETE /api/v1/users/freetime/:id': { auth: true, as: 'mentor', param: 'missing' },
  'GET /api/v1/fields': { auth: false },
  'GET /api/v1/mentors': { auth: false, query: { limit: '5' } },
  // Cursors as a previous page gives them out (base64url of the last item's key).
  'GET /api/v1/mentors/field/:fieldId': { auth: false, param: 'fieldId', query: { limit: '5', cursor: 'W251bGwsIlp6IiwiZmZmZmZmZmZmZmZmZmZmZmZmZmZmZmZmIl0' } },
  'GET /api/v1/meetings/field/:fieldId': { auth: false, param: 'fieldId' },
  'GET /api/v1/meetings/singlementor/:username': { auth: false, param: 'mentorUsername' },
  'GET /api/v1/previews/mentor/:username': { auth: false, param: 'mentorUsername' },
  'GET /api/v1/meetings/mentor/:id': { auth: true, param: 'userId', query: { limit: '5' } },
  'GET /api/v1/meetings/mentee/:id': { auth: true, param: 'userId', query: { limit: '5' } },
  'GET /api/v1/meetings/mentor/:id/history': { auth: true, param: 'userId', query: { limit: '5', cursor: 'WyIyMDI2LTAxLTAxVDAwOjAwOjAwLjAwMFoiLCJmZmZmZmZmZmZmZmZmZmZmZmZmZmZmZmYiXQ' } },
  'GET /api/v1/meetings/mentee/:id/history': { auth: true, param: 'userId', query: { limit: '5', cursor: 'WyIyMDI2LTAxLTAxVDAwOjAwOjAwLjAwMFoiLCJmZmZmZmZmZmZmZmZmZmZmZmZmZmZmZmYiXQ' } },
  // Valid ids here would write a comment or cancel a meeting: aimed at ids that name nothing.
  'PUT /api/v1/meetings/:id': { auth: true, param: 'missing', body: () => ({ menteeQuery: 'It helped a lot' }) },
  'POST /api/v1/meetings/:id/cancel': { auth: true, param: 'missing', body: () => ({ reason: 'Something came up' }) },
  'POST /api/v1/meetings/:id/dispute': { auth: true, param: 'missing', body: () => ({ kind: 'no-show', details: 'I waited 30 minutes' }) },
  'POST /api/v1/meetings/:id/dispute/answer': { auth: true, param: 'missing', body: () => ({ details: 'I was there' }) },
  'GET /api/v1/admin/disputes': { auth: true, as: 'admin' },
  'GET /api/v1/admin/refused-refunds': { auth: true, as: 'admin' },
  'POST /api/v1/admin/refused-refunds/:id/resolve': { auth: true, as: 'admin', param: 'missing', body: () => ({ note: 'Paid back by transfer' }) },
  'POST /api/v1/admin/disputes/:meetingId/decide': { auth: true, as: 'admin', param: 'missing', body: () => ({ outcome: 'part-refund', refundNaira: 500, reason: 'Started late' }) },
  'POST /api/v1/mentors/applications': {
    auth: true,
    as: 'applicant',
    body: (ctx) => ({ fieldIds: [ctx.fieldId], tag: 'Data Scientist', bio: 'Eight years in analytics.', yearsOfExperience: 8, profileLink: 'https://www.linkedin.com/in/ada', helpWith: 'Portfolios' }),
  },
  'GET /api/v1/mentors/applications/mine': { auth: true },
  'GET /api/v1/admin/mentor-applications': { auth: true, as: 'admin', query: { status: 'pending' } },
  // Valid ids here would decide an application or suspend a mentor: aimed at ids that name nothing.
  'POST /api/v1/admin/mentor-applications/:id/approve': { auth: true, as: 'admin', param: 'missing' },
  'POST /api/v1/admin/mentor-applications/:id/reject': { auth: true, as: 'admin', param: 'missing', body: () => ({ reason: 'Please add a portfolio link' }) },
  'POST /api/v1/admin/mentors/:userId/suspend': { auth: true, as: 'admin', param: 'missing' },
  'POST /api/v1/admin/mentors/:userId/reinstate': { auth: true, as: 'admin', param: 'missing' },
  'GET /api/v1/admin/pathways/:slug/content': { auth: true, as: 'admin', param: 'pathwaySlug' },
  'GET /api/v1/admin/pathways/:slug/questions': { auth: true, as: 'admin', param: 'pathwaySlug' },
  // Valid slugs or ids here would change content or grant attempts: aimed at ones that name nothing.
  'PUT /api/v1/admin/pathways/:slug/sections/:no': { auth: true, as: 'admin', param: 'missing', body: () => ({ title: 'Getting Started', sub: ['What UX design is'], dueOffsetDays: 14, duration: '2 weeks' }) },
  'POST /api/v1/admin/pathways/:slug/sections/:no/move': { auth: true, as: 'admin', param: 'missing', body: () => ({ direction: 'up' }) },
  'POST /api/v1/admin/pathways/:slug/sections/:no/reset': { auth: true, as: 'admin', param: 'missing' },
  'POST /api/v1/admin/pathway-resources/:id/reset': { auth: true, as: 'admin', param: 'missing' },
  'POST /api/v1/admin/pathways/:slug/resources': { auth: true, as: 'admin', param: 'missing', body: () => FUZZ_RESOURCE },
  'PUT /api/v1/admin/pathway-resources/:id': { auth: true, as: 'admin', param: 'missing', body: () => FUZZ_RESOURCE },
  'POST /api/v1/admin/pathway-resources/:id/retire': { auth: true, as: 'admin', param: 'missing' },
  'POST /api/v1/admin/pathway-resources/:id/restore': { auth: true, as: 'admin', param: 'missing' },
  'POST /api/v1/admin/pathways/:slug/questions': { auth: true, as: 'admin', param: 'missing', body: () => FUZZ_QUESTION },
  'PUT /api/v1/admin/assessment-questions/:id': { auth: true, as: 'admin', param: 'missing', body: () => FUZZ_QUESTION },
  'POST /api/v1/admin/assessment-questions/:id/retire': { auth: true, as: 'admin', param: 'missing' },
  'POST /api/v1/admin/assessment-questions/:id/restore': { auth: true, as: 'admin', param: 'missing' },
  'POST /api/v1/admin/pathways/:slug/attempt-grants': { auth: true, as: 'admin', param: 'missing', body: () => ({ email: 'nobody@example.com', section: 1, extra: 2 }) },
  'GET /api/v1/fields/:slug': { auth: false, param: 'fieldSlug' },
  'GET /api/v1/fields/:slug/mentors': { auth: false, param: 'fieldSlug', query: { limit: '5' } },
  'GET /api/v1/pathways/:slug': { auth: false, param: 'pathwaySlug' },
  'GET /api/v1/fields/:id/assess': { auth: true, param: 'fieldId' },
  'POST /api/v1/fields/:id/assess': { auth: true, param: 'fieldId', body: (ctx) => ({ assessment: [{ question: ctx.missingId, answer: 'Empathize' }] }), multipart: true },
  'GET /api/v1/assessments/reviews': { auth: true, as: 'mentor', query: { fieldId: '64b7f3f5e1d2c3b4a5968778' } },
  'GET /api/v1/assessments/reviews/mine': { auth: true, query: { fieldId: '64b7f3f5e1d2c3b4a5968778' } },
  'PUT /api/v1/assessments/reviews/:attemptId/:questionId': { auth: true, as: 'mentor', param: 'missing', body: () => ({ pass: true, feedback: 'Clear and kind.' }) },
  'GET /api/v1/assessments/reviews/:attemptId/:questionId/file': { auth: true, as: 'mentor', param: 'missing' },
  'GET /api/v1/fields/:id/assess/status': { auth: true, param: 'fieldId' },
  'GET /api/v1/fields/:id/test': { auth: true, param: 'fieldId' },
  'POST /api/v1/fields/:id/test': {
    auth: true,
    param: 'fieldId',
    body: () => ({ values: ['Creativity', 'Empathy', 'Curiosity', 'Craft', 'Impact'], skill: [{ name: 'User research', level: 4 }], trait: [{ question: 'x', score: 2 }] }),
  },
  'GET /api/v1/users/me/tests': { auth: true },
  'GET /api/v1/pathways/:slug/resources': { auth: true, param: 'pathwaySlug' },
  'GET /api/v1/pathways/:slug/access': { auth: true, param: 'pathwaySlug' },
  'GET /api/v1/pathways/payment/:reference': { auth: true, param: 'paymentReference' },
  'POST /api/v1/payments/initializetransaction/:fieldId': { auth: true, as: 'applicant', param: 'fieldId', body: () => ({ plan: 1 }) },
  'POST /api/v1/payments/subscription/:fieldId': { auth: true, as: 'applicant', param: 'fieldId', body: () => ({ plan: 1 }) },
  'POST /api/v1/payments/subscription/:fieldId/cancel': { auth: true, param: 'fieldId' },
  'POST /api/v1/payments/subscription/:fieldId/card': { auth: true, param: 'fieldId' },
  // A valid id here would record progress: the fuzzer aims them at an id that names nothing.
  'PUT /api/v1/users/currentresource/:id': { auth: true, param: 'missing' },
  'PUT /api/v1/users/resource/:id': { auth: true, param: 'missing' },
  'GET /api/v1/users/assistant/:fieldId': { auth: true, param: 'fieldId' },
  'POST /api/v1/users/assistant/:fieldId': { auth: true, param: 'fieldId', body: () => ({ rate: 'intense' }) },
  'POST /api/v1/learning': {
    auth: true,
    body: () => ({ title: 'Intro to SQL', link: `https://example.com/sql-${unique()}`, type: 'Video', microSkill: ['SQL'] }),
  },
  'GET /api/v1/learning': { auth: true, query: { view: 'history', q: 'sql', source: 'example', page: '1', limit: '20', cursor: Buffer.from(JSON.stringify(['2026-01-01T00:00:00.000Z', '6b088f68d1325e2167f89799'])).toString('base64url') } },
  'GET /api/v1/learning/lookup': { auth: true, query: { url: 'https://example.com/sql' } },
  'GET /api/v1/learning/counts': { auth: true },
  'GET /api/v1/learning/activity': { auth: true, query: { tz: 'Africa/Lagos' } },
  'PUT /api/v1/learning/:id': { auth: true, param: 'learning', body: () => ({ title: 'Renamed', microSkill: ['SQL'], done: true }) },
  // A valid id here would delete the record: the fuzzer aims it at an id that names nothing.
  'DELETE /api/v1/learning/:id': { auth: true, param: 'missing' },
  'GET /api/v1/todo': { auth: true },
  'GET /api/v1/export': { auth: true, query: { format: 'json' } },
  'POST /api/v1/import': {
    auth: true,
    body: () => ({ items: [{ title: 'Imported', link: `https://import.test/${unique()}`, type: 'Article', microSkill: [], wishList: false }] }),
  },
  'POST /api/v1/todo': { auth: true, body: () => ({ title: 'Finish the SQL course' }) },
  'PUT /api/v1/todo/:id': { auth: true, param: 'todo', body: () => ({ title: 'Renamed', done: true }) },
  'POST /api/v1/mailinglist': { auth: false, body: () => ({ email: `fuzz-${unique()}@example.com`, reason: 'waitlist' }) },
  'GET /api/v1/reminders/unsubscribe': { auth: false, query: { token: 'not-a-real-token' } },
  'POST /api/v1/reminders/unsubscribe': { auth: false, query: { token: 'not-a-real-token' } },
  'GET /api/v1/payments/getbanks': { auth: false },
  // Unsigned, so every delivery must be refused whatever its body.
  'GET /api/v1/payments/verify/:reference': { auth: true, param: 'paymentReference' },
  // The fuzz mentor has no mentor profile: a valid booking is refused 404, so nothing is ever held.
  'POST /api/v1/payments/mentorhour': {
    auth: true,
    as: 'applicant',
    body: (ctx) => ({ mentorId: ctx.missingId, occurrences: [{ slotId: ctx.missingId, startsAt: '2099-01-02T09:00:00.000Z', second: false }], clarity: 'SQL joins' }),
  },
  // The fuzz learner holds nothing: every Pay press is answered 404, so no payment ever starts.
  'POST /api/v1/payments/mentorhour/:reference/pay': { auth: true, as: 'applicant', param: 'paymentReference' },
  'GET /api/v1/meetings/booking/:reference': { auth: true, param: 'paymentReference' },
  'GET /api/v1/payments/bankdetails': { auth: true, as: 'mentor' },
  'PUT /api/v1/payments/bankdetails': {
    auth: true,
    as: 'mentor',
    opaque: ['password'],
    body: () => ({ accountNumber: '0123456789', accountName: 'ADAEZE OKONKWO', bankName: 'Guaranty Trust Bank', bankCode: '058', password: 'correct-horse-battery' }),
  },
  'POST /api/v1/payments/resolveaccount': { auth: true, as: 'mentor', body: () => ({ accountNumber: '0123456789', bankCode: '058' }) },
  'POST /api/v1/payments/transfer': { auth: true, as: 'mentor', body: () => ({ amount: 1500 }) },
  'GET /api/v1/payments/withdrawals': { auth: true, as: 'mentor', query: { limit: '20' } },
  'GET /api/v1/payments/balance': { auth: true },
  'GET /api/v1/payments/pending': { auth: true },
  'GET /api/v1/payments/ledger': { auth: true, query: { limit: '20' } },
  'GET /api/v1/referrals/summary': { auth: true },
  'POST /api/v1/payments/webhook': { auth: false, body: () => ({ event: 'charge.success', data: { reference: 'trl-fuzz', amount: 200_000, currency: 'NGN', status: 'success' } }) },
};

export function paramValue(kind: ParamKind, ctx: FuzzContext): string {
  switch (kind) {
    case 'learning':
      return ctx.ownLearningId;
    case 'todo':
      return ctx.ownTodoId;
    case 'user':
      return 'me';
    case 'avatar':
      return 'nothing.webp';
    case 'resetToken':
      return 'a'.repeat(64);
    case 'paymentReference':
      return `trl-${ctx.missingId}`;
    case 'fieldSlug':
      return 'data-science';
    case 'pathwaySlug':
      return 'product-design';
    case 'fieldId':
      return ctx.fieldId;
    case 'mentorUsername':
      return ctx.mentorUsername;
    // A valid future date would be blocked: aimed at a past one, which is refused.
    case 'pastDate':
      return '2020-01-01';
    case 'unblockedDate':
      return '2099-01-01';
    case 'userId':
      return ctx.ownUserId;
    case 'missing':
      return ctx.missingId;
  }
}

/** Another learner's record of the same kind, for the "not yours" checks. */
export function otherUsersParam(kind: ParamKind, ctx: FuzzContext): string | undefined {
  if (kind === 'learning' || kind === 'missing') return ctx.otherLearningId;
  if (kind === 'todo') return ctx.otherTodoId;
  if (kind === 'user' || kind === 'userId') return ctx.otherUserId;
  return undefined;
}
