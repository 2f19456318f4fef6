import { Mongoose } from 'mongoose';
import { type NewResourceFields, newResourceRecord } from './new-resource-record';
import { LearningResourceSchema } from './schemas/learning-resource.schema';

const USER = '65a1b2c3d4e5f60718293a4b';
const PLAIN: NewResourceFields = {
  title: 'Intro to Figma',
  link: 'https://www.youtube.com/watch?v=abc',
  normalisedUrl: 'youtube.com/watch?v=abc',
  offeredBy: 'youtube.com',
  type: 'Video',
  microSkill: ['figma'],
  wishList: false,
  reminder: false,
};

/** What `Model.create` would insert for the same save: the document mongoose builds, as it saves it. */
function modelRecord(record: ReturnType<typeof newResourceRecord>, fields: NewResourceFields, now: Date) {
  const Resource = new Mongoose().model('LearningResource', LearningResourceSchema);
  const { wishList, reminder, done, ...rest } = fields;
  const doc = new Resource({
    ...rest,
    _id: record._id,
    user: USER,
    wishList: wishList ? { state: true, date: now } : { state: false },
    reminder: reminder ? { state: true, date: now } : { state: false },
    ...(done ? { done: true, doneAt: now } : {}),
  });
  expect(doc.validateSync()).toBeUndefined();
  // Documented (Document.prototype.initializeTimestamps), missing from mongoose's types.
  (doc as unknown as { initializeTimestamps(): void }).initializeTimestamps();
  // The version key is added by save(), not by the constructor.
  return { ...doc.toObject(), __v: 0 };
}

describe('newResourceRecord', () => {
  it.each<[string, Partial<NewResourceFields>]>([
    ['a plain save', {}],
    ['on the wishlist, with a reminder', { wishList: true, reminder: true }],
    ['with an image and a saveId', { image: 'https://img.example.com/a.png', saveId: 'c1f1e0a2-5d3b-4f0e-9a1b-2c3d4e5f6a7b' }],
    ['without micro skills', { microSkill: [] }],
    ['imported as done', { done: true }],
  ])('stores what the model would store: %s', (_name, changes) => {
    const fields = { ...PLAIN, ...changes };
    const now = new Date('2026-11-27T12:00:00.000Z');
    const record = newResourceRecord(USER, fields, now);
    const expected = modelRecord(record, fields, now);
    expect(Object.keys(record).sort()).toEqual(Object.keys(expected).sort());
    expect(record).toEqual({ ...expected, createdAt: now, updatedAt: now });
  });
});
