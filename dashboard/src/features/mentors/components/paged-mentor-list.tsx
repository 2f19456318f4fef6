import type { CursorPage, PublicMentor } from '@trail/shared';
import { useCallback, useRef } from 'react';
import { ShowMore } from '@/components/ui/show-more';
import { useCursorPages } from '@/hooks/use-cursor-pages';
import { getFieldMentorsPage } from '../api/get-field-mentors';
import { MentorList } from './mentor-card';

const idOf = (mentor: PublicMentor) => mentor._id;
const MENTOR = { one: 'mentor', other: 'mentors' };

/** A track's mentors from a first page already fetched, with "Show more" for the rest. */
export function PagedMentorList({ fieldId, first, timeZone }: { fieldId: string; first: CursorPage<PublicMentor>; timeZone: string | null }) {
  const next = useCallback((cursor: string, signal: AbortSignal) => getFieldMentorsPage(fieldId, cursor, signal), [fieldId]);
  const pages = useCursorPages(first, next, idOf);
  const listRef = useRef<HTMLUListElement>(null);
  return (
    <>
      <MentorList mentors={pages.items} timeZone={timeZone} listRef={listRef} />
      {pages.error && <p role="alert">{pages.error.message}</p>}
      <ShowMore shown={pages.items.length} hasMore={pages.hasMore} loading={pages.loading} onMore={pages.more} noun={MENTOR} listRef={listRef} />
    </>
  );
}
