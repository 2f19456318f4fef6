/** A setting is missing or wrong: the API refuses to start and says which one (or, from one loader, which ones). */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  readonly problems: readonly string[];

  constructor(problems: string | readonly string[]) {
    const list = typeof problems === 'string' ? [problems] : problems;
    super(list.join('; '));
    this.problems = list;
  }
}

/** Runs each read, and throws once with every problem they found. */
export function readAll<T extends readonly unknown[]>(reads: { [K in keyof T]: () => T[K] }): T {
  const problems: string[] = [];
  const values = reads.map((read) => {
    try {
      return read();
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      problems.push(...error.problems);
      return undefined;
    }
  });
  if (problems.length > 0) throw new ConfigError(problems);
  return values as unknown as T;
}
