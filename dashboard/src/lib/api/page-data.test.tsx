import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/stub-fetch';

// Each test reads its own page's HTML: a fresh module, whose read-once store is empty.
let pageData: typeof import('./page-data');
beforeEach(async () => {
  vi.resetModules();
  pageData = await import('./page-data');
});
afterEach(() => document.getElementById('trail-page-data')?.remove());

function htmlCarries(data: unknown) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'trail-page-data';
  block.textContent = JSON.stringify(data);
  document.body.append(block);
}

describe('a page rendered on request, taken over in the browser', () => {
  it('starts from the answer its HTML came with', () => {
    htmlCarries({ '/pathways/product-design': { data: { summary: 'Design for people' } } });
    const { result } = renderHook(() => pageData.useRenderedQuery('/pathways/product-design'));
    expect(result.current).toEqual({ isPending: false, isError: false, data: { summary: 'Design for people' }, error: null });
  });

  it("shows the API's refusal it was rendered with, as the API's error", async () => {
    const { ApiError } = await import('./api-client');
    htmlCarries({ '/meetings/singlementor/nobody': { error: { status: 404, message: 'Not found' } } });
    const { result } = renderHook(() => pageData.useRenderedQuery('/meetings/singlementor/nobody'));
    expect(result.current?.error).toBeInstanceOf(ApiError);
    expect(result.current?.error).toMatchObject({ status: 404, message: 'Not found' });
  });

  it('gives each answer once: the next visit to the page in this tab asks the API again', () => {
    htmlCarries({ '/pathways/product-design': { data: { summary: 'Design for people' } } });
    const first = renderHook(() => pageData.useRenderedQuery('/pathways/product-design'));
    expect(first.result.current?.data).toBeDefined();
    first.unmount();
    expect(renderHook(() => pageData.useRenderedQuery('/pathways/product-design')).result.current).toBeUndefined();
  });

  it('has nothing for a page whose HTML came without data', () => {
    expect(renderHook(() => pageData.useRenderedQuery('/pathways/product-design')).result.current).toBeUndefined();
  });

  it("renders on the server from the request's own answers, not the HTML's", () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <pageData.PageDataContext.Provider value={{ '/pathways/data': { data: ['sql'] } }}>{children}</pageData.PageDataContext.Provider>
    );
    const { result } = renderHook(() => pageData.useRenderedQuery('/pathways/data'), { wrapper });
    expect(result.current?.data).toEqual(['sql']);
  });
});

describe('usePublicQuery with a rendered result', () => {
  it('asks the API nothing', async () => {
    const fetchMock = stubFetch(() => jsonResponse({}));
    const { usePublicQuery } = await import('./use-public-query');
    const fetcher = () => fetch('/pathways/product-design').then((response) => response.json() as Promise<unknown>);
    const rendered = { isPending: false, isError: false, data: { summary: 'Design' }, error: null } as const;
    const { result } = renderHook(() => usePublicQuery(fetcher, rendered));
    expect(result.current.data).toEqual({ summary: 'Design' });
    await Promise.resolve();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
