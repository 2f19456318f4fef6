import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/stub-fetch';
import { wakeUpApi } from './wake-up-api';

describe('wakeUpApi', () => {
  it('pings GET /auth/up', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ status: 'up' }));
    await wakeUpApi();
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/auth/up', expect.objectContaining({ method: 'GET' }));
  });

  it('ignores a failed ping', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(wakeUpApi()).resolves.toBeUndefined();
  });
});
