import { concurrencyLimit } from './concurrency-limit';

const tick = () => new Promise((resolve) => setTimeout(resolve, 2));

describe('concurrencyLimit', () => {
  it('runs at most the limit at once and every task in the end, failures included', async () => {
    const run = concurrencyLimit(2);
    let running = 0;
    let most = 0;
    const task = (fail: boolean) => async () => {
      running += 1;
      most = Math.max(most, running);
      await tick();
      running -= 1;
      if (fail) throw new Error('bad image');
      return 'ok';
    };
    const results = await Promise.allSettled([false, true, false, false, true, false].map((fail) => run(task(fail))));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(most).toBe(2);
    expect(await run(task(false))).toBe('ok');
  });
});
