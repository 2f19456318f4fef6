import { ConfigError } from './config-error';
import type { Env } from './env-readers';

/** Every problem the loaders find in `env`, so one start names them all (the list: app.config-loaders.ts). */
export function problemsOf(loaders: readonly { load: (env: Env) => unknown }[], env: Env): string[] {
  return loaders.flatMap(({ load }) => {
    try {
      load(env);
      return [];
    } catch (error) {
      if (error instanceof ConfigError) return [...error.problems];
      throw error;
    }
  });
}
