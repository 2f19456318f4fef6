import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/stub-fetch';
import { getEarly, getTakingEarly } from './early-get';

afterEach(() => vi.useRealTimers());

describe('a read started before its page has downloaded', () => {
  it('is asked for once: the page takes the early answer instead of asking again', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ name: 'Ada' }));
    getEarly('/meetings/singlementor/ada');
    getEarly('/meetings/singlementor/ada');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await expect(getTakingEarly('/meetings/singlementor/ada')).resolves.toEqual({ name: 'Ada' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is taken once: the next visit to the page asks the API again', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ name: 'Ada' }));
    getEarly('/pathways/product-design');
    await getTakingEarly('/pathways/product-design');
    await getTakingEarly('/pathways/product-design');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('gives the page its failure to show, not an unhandled rejection', async () => {
    stubFetch(() => jsonResponse({ error: 'This mentor could not be found' }, 404));
    getEarly('/meetings/singlementor/nobody');
    await expect(getTakingEarly('/meetings/singlementor/nobody')).rejects.toThrow('This mentor could not be found');
  });

  it('is left for a fresh request when the page comes too late for it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const fetchMock = stubFetch(() => jsonResponse({ name: 'Ada' }));
    getEarly('/meetings/singlementor/late');
    vi.advanceTimersByTime(60_000);
    await getTakingEarly('/meetings/singlementor/late');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
