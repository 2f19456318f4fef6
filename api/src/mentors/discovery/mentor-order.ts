import { BadRequestException } from '@nestjs/common';
import { BAD_CURSOR_MESSAGE, type CursorPage, type PublicMentor } from '@trail/shared';
import { type CursorKey, decodeCursor, pageOf } from '../../platform/paging';

/** [next free hour (ISO) or null, full name, id]: those free soonest first, then by name; the id makes it total. */
type MentorKey = readonly [string | null, string, string];

const keyOf = (mentor: PublicMentor): MentorKey => [mentor.nextFreeAt ?? null, `${mentor.firstName} ${mentor.lastName}`, mentor._id];

/** ISO instants compare as text; no free hour sorts last. */
function compareKeys(a: MentorKey, b: MentorKey): number {
  if (a[0] !== b[0]) {
    if (a[0] === null) return 1;
    if (b[0] === null) return -1;
    return a[0] < b[0] ? -1 : 1;
  }
  return a[1].localeCompare(b[1]) || (a[2] < b[2] ? -1 : a[2] > b[2] ? 1 : 0);
}

export function sortMentors(mentors: PublicMentor[]): PublicMentor[] {
  return mentors.sort((a, b) => compareKeys(keyOf(a), keyOf(b)));
}

function afterKey(cursor: string): MentorKey {
  const [free = null, name, id] = decodeCursor(cursor, 3);
  if (typeof name !== 'string' || typeof id !== 'string' || (free !== null && !/^\d{4}-\d\d-\d\dT/.test(free))) {
    throw new BadRequestException(BAD_CURSOR_MESSAGE);
  }
  return [free, name, id];
}

/**
 * One page of mentors already in order: those strictly after the cursor's key. The key is computed
 * (the next free hour), so a mentor whose hour was taken between two pages can move (decision 0057).
 */
export function mentorPage(sorted: readonly PublicMentor[], limit: number, cursor?: string): CursorPage<PublicMentor> {
  const after = cursor === undefined ? undefined : afterKey(cursor);
  const start = after ? sorted.findIndex((mentor) => compareKeys(keyOf(mentor), after) > 0) : 0;
  const rows = start < 0 ? [] : sorted.slice(start, start + limit + 1);
  return pageOf(rows, limit, (mentor): CursorKey => keyOf(mentor));
}
