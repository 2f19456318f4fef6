import { ConfigError } from './config-error';
import { CONFIG_LOADERS } from './config-loaders';
import type { Env } from './env-readers';

/** Every setting that would stop the API, so one start names them all. */
export function configProblems(env: Env): string[] {
  return CONFIG_LOADERS.flatMap(({ load }) => {
    try {
      load(env);
      return [];
    } catch (error) {
      if (error instanceof ConfigError) return [...error.problems];
      throw error;
    }
  });
}
