/**
 * Runs `work` on every item with at most `limit` at a time, pulling items one by one (a database
 * cursor is never asked for two at once). If `work` throws, no new item starts and the first error
 * is rethrown once the running ones finish.
 */
export async function forEachConcurrently<T>(
  items: AsyncIterable<T> | Iterable<T>,
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  const iterator = Symbol.asyncIterator in items ? items[Symbol.asyncIterator]() : toAsync(items[Symbol.iterator]());
  let pulling: Promise<unknown> = Promise.resolve();
  let failure: { error: unknown } | undefined;
  const pull = (): Promise<IteratorResult<T>> => {
    const next = pulling.then(() => iterator.next());
    pulling = next.catch(() => undefined);
    return next;
  };
  const worker = async (): Promise<void> => {
    while (!failure) {
      const next = await pull();
      if (next.done || failure) return;
      await work(next.value);
    }
  };
  await Promise.all(
    Array.from({ length: Math.max(1, limit) }, () =>
      worker().catch((error: unknown) => {
        failure ??= { error };
      }),
    ),
  );
  if (failure) throw failure.error;
}

function toAsync<T>(iterator: Iterator<T>): AsyncIterator<T> {
  return { next: () => Promise.resolve(iterator.next()) };
}
