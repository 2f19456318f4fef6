import type { CursorPage } from '@trail/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface CursorPages<T> {
  items: T[];
  hasMore: boolean;
  loading: boolean;
  error: Error | null;
  more: () => void;
}

/**
 * The pages after a first one already fetched, for public pages (which never load React Query,
 * decision 0013): `next(cursor)` fetches the page after `cursor`; an unmount aborts it.
 */
export function useCursorPages<T>(
  first: CursorPage<T>,
  next: (cursor: string, signal: AbortSignal) => Promise<CursorPage<T>>,
  idOf: (item: T) => string,
): CursorPages<T> {
  const [pages, setPages] = useState<CursorPage<T>[]>([first]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const last = pages.at(-1) ?? first;

  const more = useCallback(() => {
    if (!last.cursor || loading) return;
    controller.current = new AbortController();
    const { signal } = controller.current;
    setLoading(true);
    setError(null);
    next(last.cursor, signal).then(
      (page) => {
        setPages((shown) => [...shown, page]);
        setLoading(false);
      },
      (failure: unknown) => {
        if (signal.aborted) return;
        setError(failure instanceof Error ? failure : new Error(String(failure)));
        setLoading(false);
      },
    );
  }, [last, loading, next]);

  // An item may move between pages (mentors are ordered by their next free hour): show each once.
  const seen = new Set<string>();
  const items = pages.flatMap((page) => page.items).filter((item) => {
    const id = idOf(item);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
  return { items, hasMore: last.hasMore, loading, error, more };
}
