import { createContext, useContext, useEffect, useState } from 'react';
import { ApiError } from './api-client';
import type { PublicQuery } from './use-public-query';

/**
 * What the page renderer (scripts/page-renderer.mjs) read from the API to render a data page on request:
 * the answer, or the API's refusal, by API path. It ships them in the HTML as a JSON data block, so the
 * browser hydrates from the same data instead of asking again (decision 0070).
 */
export type PageAnswer = { data: unknown } | { error: { status: number; message: string } };
export type PageData = Record<string, PageAnswer>;

/** The id of the `<script type="application/json">` that carries the page's data. */
export const PAGE_DATA_ID = 'trail-page-data';

/** The answers of the request being rendered (prerender/entry-server.tsx); none in the browser. */
export const PageDataContext = createContext<PageData | null>(null);

let inHtml: PageData | undefined;
const taken = new Set<string>();

/**
 * The result the page was rendered from for `path`, if any, for `usePublicQuery`. In the browser it comes from
 * the HTML, read once, and is taken once, after the page has shown it: a later visit in this tab asks the API again.
 */
export function useRenderedQuery<T>(path: string): PublicQuery<T> | undefined {
  const data = useContext(PageDataContext) ?? (inHtml ??= JSON.parse(document.getElementById(PAGE_DATA_ID)?.textContent || '{}') as PageData);
  const [result] = useState(() => {
    const answer = taken.has(path) ? undefined : data[path];
    if (!answer) return undefined;
    if ('error' in answer) return { isPending: false, isError: true, data: undefined, error: new ApiError(answer.error.message, answer.error.status) } as const;
    return { isPending: false, isError: false, data: answer.data as T, error: null } as const;
  });
  useEffect(() => void taken.add(path), [path]);
  return result;
}
