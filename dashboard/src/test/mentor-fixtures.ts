import type { Field, MentorPage, PublicMentor } from '@trail/shared';

export const dataScience: Field = { _id: 'field-ds', name: 'Data Science', slug: 'data-science', description: 'Data and models' };

export function aMentor(overrides: Partial<PublicMentor> = {}): PublicMentor {
  return {
    _id: 'mentor-1',
    username: 'tolu',
    firstName: 'Tolu',
    lastName: 'Ade',
    tag: 'Data Scientist',
    bio: 'Ten years of models.',
    fields: [dataScience],
    ...overrides,
  };
}

/** A London mentor's Monday 18:00 and 23:30 (winter: GMT), seen from Lagos as 19:00 and Tuesday 00:30. */
export function aMentorPage(overrides: Partial<MentorPage> = {}): MentorPage {
  return {
    mentor: aMentor(),
    occurrences: [
      { slotId: 'slot-a', startsAt: '2026-03-02T18:00:00.000Z', second: false },
      { slotId: 'slot-b', startsAt: '2026-03-02T23:30:00.000Z', second: false },
      { slotId: 'slot-a', startsAt: '2026-03-09T18:00:00.000Z', second: true },
    ],
    ...overrides,
  };
}
