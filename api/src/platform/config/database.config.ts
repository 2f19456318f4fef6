import { resolve } from 'node:path';
import { registerAs } from '@nestjs/config';
import { ConfigError } from './config-error';
import { type Env, isProduction, readString } from './env-readers';

export function loadDatabaseConfig(env: Env) {
  const uri = readString(env, 'MONGODB_URI');
  if (isProduction(env) && !uri) {
    throw new ConfigError(
      'MONGODB_URI is required when NODE_ENV=production (the embedded MongoDB is for development only)',
    );
  }
  if (uri && !/^mongodb(\+srv)?:\/\//.test(uri)) {
    throw new ConfigError('MONGODB_URI must start with mongodb:// or mongodb+srv://');
  }
  return {
    /** Unset: an embedded mongod keeps its files under `dataDir`. */
    uri,
    /** Overrides the database named in the URI; tests use it for a fresh database each. */
    dbName: readString(env, 'MONGODB_DB'),
    dataDir: resolve(readString(env, 'DATA_DIR') ?? resolve(__dirname, '../../../../.data')),
  };
}

export type DatabaseConfig = ReturnType<typeof loadDatabaseConfig>;

export const databaseConfig = registerAs('database', () => loadDatabaseConfig(process.env));
