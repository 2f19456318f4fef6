import { loadAppConfig } from './app.config';
import { loadAuthConfig } from './auth.config';
import { ConfigError } from './config-error';
import { loadDatabaseConfig } from './database.config';
import type { Env } from './env-readers';

const LOADERS = [loadAppConfig, loadAuthConfig, loadDatabaseConfig];

/** Every setting that would stop the API, so one start names them all. */
export function configProblems(env: Env): string[] {
  return LOADERS.flatMap((load) => {
    try {
      load(env);
      return [];
    } catch (error) {
      if (error instanceof ConfigError) return [error.message];
      throw error;
    }
  });
}
