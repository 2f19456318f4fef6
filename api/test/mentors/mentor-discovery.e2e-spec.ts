import type { FieldMentors, MentorApplicationsResponse, MentorPage, MentorsByField, PublicMentor } from '@trail/shared';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { bearer } from '../support/factories/accounts';
import { approvedMentor, fieldBySlug, newAdmin } from '../support/factories/mentors';

const PUBLIC_MENTOR_KEYS = ['_id', 'bio', 'fields', 'firstName', 'lastName', 'nextFreeAt', 'tag', 'username'];
const PRIVATE = /email|phone|bank|account|balance|password|tokenVersion|reset|google|refCode|^code$|role|reminder|referr|clarity|extension/i;

/** Every key anywhere in a JSON answer. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  return [];
}
const privateKeys = (body: unknown) => keysOf(body).filter((key) => PRIVATE.test(key));

describe('mentor discovery and mentor pages (public)', () => {
  let t: TestApp;
  let admin: string;
  let dataScience: string;
  let banking: string;
  let withSlots: { token: string; id: string };
  let noSlots: { token: string; id: string };

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await newAdmin(t)).token;
    dataScience = (await fieldBySlug(t, 'data-science'))._id;
    banking = (await fieldBySlug(t, 'investment-banking'))._id;
    const a = await approvedMentor(t, admin, [dataScience], { firstName: 'Bola', lastName: 'Ade' });
    const b = await approvedMentor(t, admin, [dataScience, banking], { firstName: 'Ada', lastName: 'Nwosu' });
    withSlots = { token: a.token, id: a.user._id };
    noSlots = { token: b.token, id: b.user._id };
    await t
      .http()
      .put('/api/v1/users/freetime')
      .set(bearer(a.token))
      .send({ freeTime: [{ day: 1, hour: 10, minute: 0, timezone: 'Africa/Lagos' }, { day: 3, hour: 18, minute: 30, timezone: 'Europe/London' }] })
      .expect(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists a track’s mentors, soonest free first, with public fields only', async () => {
    const res = await t.http().get(`/api/v1/meetings/field/${dataScience}`).expect(200);
    const mentors = res.body as PublicMentor[];
    expect(mentors.map((m) => m.username)).toEqual(['bola-ade', 'ada-nwosu']);
    expect(Object.keys(mentors[0]!).sort()).toEqual(PUBLIC_MENTOR_KEYS);
    // The mentors' accounts do have these: an e-mail, a verified flag, a role, a token version.
    expect(res.text).not.toContain('@example.com');
    expect(mentors[0]!.nextFreeAt).toMatch(/Z$/);
    expect(mentors[1]!.nextFreeAt).toBeUndefined();
    expect(mentors[1]!.fields.map((f) => f.slug)).toEqual(['data-science', 'investment-banking']);
    expect(privateKeys(res.body)).toEqual([]);
    expect((await t.http().get(`/api/v1/meetings/field/${banking}`).expect(200)).body.map((m: PublicMentor) => m.username)).toEqual(['ada-nwosu']);
  });

  it('answers 404 for a track id that is malformed or names nothing', async () => {
    await t.http().get('/api/v1/meetings/field/not-an-id').expect(404, { error: 'This mentorship track does not exist' });
    await t.http().get('/api/v1/meetings/field/0123456789abcdef01234567').expect(404, { error: 'This mentorship track does not exist' });
  });

  it('shows a mentor page: the mentor and two weeks of occurrences, ascending, two per slot', async () => {
    const res = await t.http().get('/api/v1/meetings/singlementor/bola-ade').expect(200);
    const page = res.body as MentorPage;
    expect(page.mentor).toMatchObject({ username: 'bola-ade', firstName: 'Bola', tag: 'Senior Data Scientist' });
    expect(page.occurrences).toHaveLength(4);
    const starts = page.occurrences.map((o) => o.startsAt);
    expect([...starts].sort()).toEqual(starts);
    expect(starts.every((iso) => new Date(iso) > new Date() && new Date(iso) <= new Date(Date.now() + 14 * 86_400_000))).toBe(true);
    expect(page.occurrences.filter((o) => o.second)).toHaveLength(2);
    expect(page.mentor.nextFreeAt).toBe(starts[0]);
    expect(privateKeys(res.body)).toEqual([]);
    expect((await t.http().get('/api/v1/meetings/singlementor/BOLA-ADE').expect(200)).body.mentor.username).toBe('bola-ade');
  });

  it('leaves out a blocked date', async () => {
    const first = ((await t.http().get('/api/v1/meetings/singlementor/bola-ade').expect(200)).body as MentorPage).occurrences[0]!;
    const slots = (await t.http().get('/api/v1/users/freetime').set(bearer(withSlots.token)).expect(200)).body.data as { _id: string; timezone: string }[];
    const zone = slots.find((slot) => slot._id === first.slotId)!.timezone;
    const localDate = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(first.startsAt));
    await t.http().put(`/api/v1/users/freetime/blocked/${localDate}`).set(bearer(withSlots.token)).expect(200);
    const after = (await t.http().get('/api/v1/meetings/singlementor/bola-ade').expect(200)).body as MentorPage;
    expect(after.occurrences.map((o) => o.startsAt)).not.toContain(first.startsAt);
    await t.http().delete(`/api/v1/users/freetime/blocked/${localDate}`).set(bearer(withSlots.token)).expect(200);
  });

  it('answers 404 with an error for an unknown username or a learner', async () => {
    await t.http().get('/api/v1/meetings/singlementor/nobody-here').expect(404, { error: 'There is no mentor with this username' });
  });

  it('gives link-preview crawlers a mentor page\'s Open Graph tags, escaped, and Trail\'s own for anyone else', async () => {
    const res = await t.http().get('/api/v1/previews/mentor/bola-ade').expect(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.text).toContain('<meta property="og:title" content="Bola Ade, Senior Data Scientist · Mentor on Trail">');
    expect(res.text).toContain('<meta property="og:url" content="http://localhost:5173/bola-ade">');
    expect(res.text).toContain('<meta property="og:type" content="profile">');
    expect(res.text).toMatch(/<meta property="og:description" content="Senior Data Scientist\.[^"]*Mentors in Data Science\.">/);
    expect(res.text).toContain('<meta property="og:image" content="http://localhost:5173/social-card.png">');
    expect(res.text).not.toMatch(/@example\.com|\+234/);

    await t.connection.collection('users').updateOne({ username: 'bola-ade' }, { $set: { bio: '<script>alert("hi")</script> & more' } });
    const escaped = (await t.http().get('/api/v1/previews/mentor/bola-ade').expect(200)).text;
    expect(escaped).not.toContain('<script>');
    expect(escaped).toContain('&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt; &amp; more');

    for (const who of ['nobody-here', 'ada-nwosu-not']) {
      const generic = (await t.http().get(`/api/v1/previews/mentor/${who}`).expect(200)).text;
      expect(generic).toContain('<meta property="og:title" content="Trail">');
      expect(generic).toContain(`<meta property="og:url" content="http://localhost:5173/${who}">`);
    }
  });

  it('hides a suspended mentor everywhere until reinstated; the mentor keeps the role', async () => {
    await t.http().post(`/api/v1/admin/mentors/${noSlots.id}/suspend`).set(bearer(admin)).expect(200);
    await t.http().get('/api/v1/meetings/singlementor/ada-nwosu').expect(404);
    expect((await t.http().get(`/api/v1/meetings/field/${banking}`).expect(200)).body).toEqual([]);
    const grouped = (await t.http().get('/api/v1/mentors').expect(200)).body as MentorsByField;
    expect(grouped.fields.flatMap((group) => group.mentors.map((m) => m.username))).not.toContain('ada-nwosu');
    await t.http().get('/api/v1/users/freetime').set(bearer(noSlots.token)).expect(200);
    const suspendedIn = async () =>
      ((await t.http().get('/api/v1/admin/mentor-applications?status=approved').set(bearer(admin)).expect(200)).body as MentorApplicationsResponse).applications
        .filter((application) => application.suspended)
        .map((application) => application.applicant._id);
    expect(await suspendedIn()).toEqual([noSlots.id]);

    await t.http().post(`/api/v1/admin/mentors/${noSlots.id}/reinstate`).set(bearer(admin)).expect(200);
    await t.http().get('/api/v1/meetings/singlementor/ada-nwosu').expect(200);
    expect(await suspendedIn()).toEqual([]);
  });

  it('groups every track with its mentors for the /mentor page', async () => {
    const res = await t.http().get('/api/v1/mentors').expect(200);
    const grouped = res.body as MentorsByField;
    expect(grouped.fields.map((group) => group.field.slug)).toEqual(['product-management', 'data-science', 'software-engineering', 'product-design', 'investment-banking']);
    const names = Object.fromEntries(grouped.fields.map((group) => [group.field.slug, group.mentors.map((m) => m.username)]));
    expect(names).toMatchObject({ 'data-science': ['bola-ade', 'ada-nwosu'], 'investment-banking': ['ada-nwosu'], 'product-management': [] });
    expect(privateKeys(res.body)).toEqual([]);
  });

  it('answers a track’s page in one read: the track by its slug with the first page of its mentors', async () => {
    const res = await t.http().get('/api/v1/fields/data-science/mentors?limit=1').expect(200);
    const track = res.body as FieldMentors;
    expect(track.field).toMatchObject({ _id: dataScience, slug: 'data-science', name: 'Data Science' });
    expect(track.mentors.map((m) => m.username)).toEqual(['bola-ade']);
    expect(track.hasMore).toBe(true);
    const rest = await t.http().get(`/api/v1/mentors/field/${dataScience}?limit=1&cursor=${track.cursor}`).expect(200);
    expect(rest.body.items.map((m: PublicMentor) => m.username)).toEqual(['ada-nwosu']);
    expect(privateKeys(res.body)).toEqual([]);
    const empty = (await t.http().get('/api/v1/fields/product-management/mentors').expect(200)).body as FieldMentors;
    expect(empty).toMatchObject({ mentors: [], hasMore: false });
    await t.http().get('/api/v1/fields/no-such-track/mentors').expect(404, { error: 'This mentorship track does not exist' });
    await t.http().get('/api/v1/fields/data-science/mentors?limit=0').expect(400);
  });
});
