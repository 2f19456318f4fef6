import { useEffect, useState } from 'react';

export type PublicQuery<T> =
  | { isPending: true; isError: false; data: undefined; error: null }
  | { isPending: false; isError: true; data: undefined; error: Error }
  | { isPending: false; isError: false; data: T; error: null };

const PENDING = { isPending: true, isError: false, data: undefined, error: null } as const;

/**
 * The one way a public page reads from the API: fetched once on mount, aborted on unmount. Public pages
 * never load React Query, to stay under their size budget (decision 0013); signed-in pages use React Query.
 * `fetcher` must be stable (a module-level function); writes use `useSubmit`. A page rendered on request
 * passes the result its HTML came with (`useRenderedQuery`, lib/api/page-data.tsx): it starts from it and asks nothing.
 */
export function usePublicQuery<T>(fetcher: (signal: AbortSignal) => Promise<T>, rendered?: PublicQuery<T>): PublicQuery<T> {
  const [result, setResult] = useState<PublicQuery<T>>(() => rendered ?? PENDING);
  const [renderedFetcher] = useState(() => (rendered ? fetcher : null));
  useEffect(() => {
    if (fetcher === renderedFetcher) return;
    const controller = new AbortController();
    fetcher(controller.signal).then(
      (data) => setResult({ isPending: false, isError: false, data, error: null }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setResult({ isPending: false, isError: true, data: undefined, error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => controller.abort();
  }, [fetcher, renderedFetcher]);
  return result;
}
