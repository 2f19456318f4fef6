import { forEachConcurrently } from './for-each-concurrently';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('forEachConcurrently', () => {
  it('handles every item, never more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await forEachConcurrently(Array.from({ length: 20 }, (_, i) => i), 5, async (item) => {
      running += 1;
      most = Math.max(most, running);
      await tick();
      done.push(item);
      running -= 1;
    });
    expect(done.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(most).toBe(5);
  });

  it('asks an async source for one item at a time', async () => {
    let asking = 0;
    let mostAsking = 0;
    async function* source() {
      for (let i = 0; i < 10; i += 1) {
        asking += 1;
        mostAsking = Math.max(mostAsking, asking);
        await tick();
        asking -= 1;
        yield i;
      }
    }
    const seen: number[] = [];
    await forEachConcurrently(source(), 4, async (item) => {
      seen.push(item);
    });
    expect(seen).toHaveLength(10);
    expect(mostAsking).toBe(1);
  });

  it('starts nothing new after a failure and rethrows it', async () => {
    const started: number[] = [];
    await expect(
      forEachConcurrently(Array.from({ length: 10 }, (_, i) => i), 2, async (item) => {
        started.push(item);
        await tick();
        if (item === 1) throw new Error('lost the lock');
      }),
    ).rejects.toThrow('lost the lock');
    expect(started.length).toBeLessThan(10);
  });
});
