import { type RefObject, useEffect, useRef, useState } from 'react';
import { type Noun, nounFor } from '@/lib/plural';

export interface ShowMoreProps {
  /** How many items the list shows now. */
  shown: number;
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
  /** The items' noun for the announcement: "1 more mentor shown", "3 more mentors shown". */
  noun: Noun;
  /** The list: when the last page arrives the button goes, so focus moves to the first item it added. */
  listRef: RefObject<HTMLElement | null>;
}

/**
 * "Show more" for a paged list. A polite live region says how many items arrived; focus stays on the
 * button while more remain, and otherwise lands on the first new item rather than on the page's top.
 */
export function ShowMore({ shown, hasMore, loading, onMore, noun, listRef }: ShowMoreProps) {
  const before = useRef<number | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const from = before.current;
    if (from === undefined || loading || shown <= from) return;
    before.current = undefined;
    const added = shown - from;
    setAnnouncement(`${added} more ${nounFor(added, noun)} shown`);
    if (hasMore) return;
    const first = listRef.current?.querySelectorAll<HTMLElement>(':scope > li')[from];
    if (!first) return;
    first.tabIndex = -1;
    first.focus();
  }, [shown, loading, hasMore, noun, listRef]);

  return (
    <>
      {hasMore && (
        <button
          type="button"
          className="button-secondary"
          onClick={() => {
            before.current = shown;
            onMore();
          }}
          disabled={loading}
          aria-busy={loading}
        >
          {loading ? 'Loading…' : 'Show more'}
        </button>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
