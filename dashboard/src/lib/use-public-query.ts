import { useEffect, useState } from 'react';

export type PublicQuery<T> =
  | { isPending: true; isError: false; data: undefined; error: null }
  | { isPending: false; isError: true; data: undefined; error: Error }
  | { isPending: false; isError: false; data: T; error: null };

/**
 * The one way a public page reads from the API: fetched once on mount, aborted on unmount. Public pages
 * never load React Query, to stay under their size budget (decision 0013); signed-in pages use React Query.
 * `fetcher` must be stable (a module-level function); writes use `useSubmit`.
 */
export function usePublicQuery<T>(fetcher: (signal: AbortSignal) => Promise<T>): PublicQuery<T> {
  const [result, setResult] = useState<PublicQuery<T>>({ isPending: true, isError: false, data: undefined, error: null });
  useEffect(() => {
    const controller = new AbortController();
    fetcher(controller.signal).then(
      (data) => setResult({ isPending: false, isError: false, data, error: null }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setResult({ isPending: false, isError: true, data: undefined, error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => controller.abort();
  }, [fetcher]);
  return result;
}
