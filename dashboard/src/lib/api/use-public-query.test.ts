import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePublicQuery } from './use-public-query';

describe('usePublicQuery', () => {
  it('is pending until the answer arrives, then holds it', async () => {
    const fetcher = () => Promise.resolve(['sql', 'user research']);
    const { result } = renderHook(() => usePublicQuery(fetcher));

    expect(result.current).toMatchObject({ isPending: true, data: undefined });
    await waitFor(() => expect(result.current).toMatchObject({ isPending: false, isError: false, data: ['sql', 'user research'] }));
  });

  it("holds the API's error for the page to show", async () => {
    const fetcher = () => Promise.reject(new Error('Something went wrong'));
    const { result } = renderHook(() => usePublicQuery(fetcher));

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('Something went wrong');
  });

  it('cancels the request when the page goes away', async () => {
    let seen: AbortSignal | undefined;
    const fetcher = (signal: AbortSignal) => {
      seen = signal;
      return new Promise<string[]>((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted'))));
    };
    const { result, unmount } = renderHook(() => usePublicQuery(fetcher));

    unmount();
    expect(seen?.aborted).toBe(true);
    await Promise.resolve();
    expect(result.current.isPending).toBe(true);
  });
});
