import { createHmac } from 'node:crypto';

export const BENCH_JWT_SECRET = 'trail-bench-secret-only-for-a-throwaway-database';

const TYPES = ['Video', 'Article', 'Course', 'Podcast'];
const SKILLS = ['SQL', 'Figma', 'Excel', 'Python', 'Public speaking'];
const TODOS_PER_LEARNER = 5;

/** An HS256 token as the API signs them (auth.service.ts): the user id and token version 0. */
export function signToken(userId) {
  const now = Math.floor(Date.now() / 1000);
  const encode = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: userId, v: 0, iat: now, exp: now + 86_400 })}`;
  return `${unsigned}.${createHmac('sha256', BENCH_JWT_SECRET).update(unsigned).digest('base64url')}`;
}

/** A user document as the API keeps one, made `created`; benches sign their own tokens, so the password is no hash. */
const benchUser = ({ _id, email, lastName, created, ...rest }) => ({
  _id,
  email,
  password: 'not-a-real-hash',
  firstName: 'Bench',
  lastName,
  ...rest,
  tokenVersion: 0,
  totalBalance: 0,
  mentorBalance: 0,
  extension: 'inactive',
  reminder: { gmail: false, whatsapp: false },
  createdAt: created,
  updatedAt: created,
  __v: 0,
});

/**
 * Writes `learners` learners with `perLearner` saved resources each (a fifth on the wishlist, a tenth
 * with a reminder, a third done) and a few to-dos, straight into the collections, as months of use would.
 * Answers each learner's id, token, a saved link and a resource id, for the requests.
 */
export async function seedLearners(db, ObjectId, { learners, perLearner, normaliseResourceUrl }) {
  const accounts = [];
  const start = Date.now() - perLearner * 60_000;
  for (let l = 0; l < learners; l += 1) {
    const userId = new ObjectId();
    const created = new Date(start - 86_400_000);
    await db
      .collection('users')
      .insertOne(benchUser({ _id: userId, email: `bench-${l}@example.com`, lastName: `Learner ${l}`, role: 'user', created }));
    const resources = Array.from({ length: perLearner }, (_, i) => {
      const at = new Date(start + i * 60_000);
      const done = i % 3 === 0;
      return {
        _id: new ObjectId(),
        user: userId,
        title: `Saved resource number ${i} about ${SKILLS[i % SKILLS.length]}`,
        link: `https://www.example.com/learner-${l}/resource-${i}?utm_source=bench`,
        normalisedUrl: normaliseResourceUrl(`https://www.example.com/learner-${l}/resource-${i}?utm_source=bench`),
        offeredBy: 'example.com',
        type: TYPES[i % TYPES.length],
        microSkill: [SKILLS[i % SKILLS.length]],
        wishList: i % 5 === 0 ? { state: true, date: at } : { state: false },
        reminder: i % 10 === 0 ? { state: true, date: at } : { state: false },
        done,
        ...(done ? { doneAt: at } : {}),
        createdAt: at,
        updatedAt: at,
        __v: 0,
      };
    });
    for (let i = 0; i < resources.length; i += 5_000) await db.collection('learningresources').insertMany(resources.slice(i, i + 5_000));
    await db.collection('todos').insertMany(
      Array.from({ length: TODOS_PER_LEARNER }, (_, i) => ({ user: userId, title: `To-do ${i}`, done: false, createdAt: new Date(), __v: 0 })),
    );
    const last = resources[resources.length - 1];
    accounts.push({ id: String(userId), token: signToken(String(userId)), savedLink: last.link, resourceId: String(last._id) });
  }
  return accounts;
}

const SLOT_ZONES = ['Africa/Lagos', 'Europe/London', 'America/New_York'];

/**
 * Writes `mentors` listed mentors with `slotsPerMentor` weekly slots each (zones mixed, so the page
 * computes DST-aware occurrences), as approvals would leave them: the user (role mentor, username) and
 * its mentor profile. The five tracks are written by slug first; the API's seed keeps their ids.
 * Answers the usernames.
 */
export async function seedMentors(db, ObjectId, { mentors, slotsPerMentor, tracks, trackSlug }) {
  const fieldIds = [];
  for (const [order, name] of tracks.entries()) {
    const { upsertedId } = await db.collection('fields').updateOne(
      { slug: trackSlug(name) },
      { $setOnInsert: { name, slug: trackSlug(name), description: name, order } },
      { upsert: true },
    );
    fieldIds.push(upsertedId ?? (await db.collection('fields').findOne({ slug: trackSlug(name) }))._id);
  }
  const usernames = [];
  const created = new Date(Date.now() - 30 * 86_400_000);
  for (let m = 0; m < mentors; m += 1) {
    const userId = new ObjectId();
    const username = `bench-mentor-${m}`;
    await db.collection('users').insertOne(
      benchUser({
        _id: userId,
        email: `bench-mentor-${m}@example.com`,
        lastName: `Mentor ${m}`,
        username,
        tag: 'Senior Data Scientist',
        bio: 'Ten years of models, dashboards and hiring in Lagos and London.',
        role: 'mentor',
        created,
      }),
    );
    // Distinct hours (no clashes): day d, hour 8 + slot, in one of three zones.
    const slots = Array.from({ length: slotsPerMentor }, (_, s) => ({
      _id: new ObjectId(),
      day: s % 7,
      hour: 8 + s,
      minute: (s % 4) * 15,
      timezone: SLOT_ZONES[(m + s) % SLOT_ZONES.length],
    }));
    await db.collection('mentorprofiles').insertOne({
      user: userId,
      fields: [fieldIds[m % fieldIds.length], fieldIds[(m + 1) % fieldIds.length]],
      slots,
      blockedDates: [],
      suspended: false,
      revision: 0,
      createdAt: created,
      updatedAt: created,
      __v: 0,
    });
    usernames.push(username);
  }
  return usernames;
}
