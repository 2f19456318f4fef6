import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parseEnv } from 'node:util';
import { fromRoot } from './paths.mjs';

/** The API's own MongoDB driver: the root package has none, and one driver version is enough. */
export const mongodb = createRequire(fromRoot('api', 'package.json'))('mongodb');
export const { BSON } = mongodb;

/** A failure the operator can act on: printed as its message alone, without a stack. */
export class BackupError extends Error {}

/** MONGODB_URI and MONGODB_DB as the API reads them: the environment first, then the root .env. */
export function databaseFromEnv(env = process.env) {
  const dotEnv = fromRoot('.env');
  const file = existsSync(dotEnv) ? parseEnv(readFileSync(dotEnv, 'utf8')) : {};
  const uri = env.MONGODB_URI || file.MONGODB_URI;
  if (!uri) throw new BackupError('Set MONGODB_URI to the database (as for the API), e.g. MONGODB_URI=mongodb://db:27017/trail.');
  return { uri, dbName: env.MONGODB_DB || file.MONGODB_DB || undefined };
}

export async function connect(uri, options = {}) {
  try {
    return await new mongodb.MongoClient(uri, { serverSelectionTimeoutMS: 15_000, ...options }).connect();
  } catch (error) {
    throw new BackupError(`Cannot reach MongoDB at ${redact(uri)}: ${error.message}`);
  }
}

export const redact = (uri) => uri.replace(/\/\/[^@/]*@/, '//…@');

/** Runs a command-line `main`, printing a BackupError's message (or any error) and setting the exit code. */
export function runMain(name, main) {
  main().then(
    (ok) => {
      process.exitCode = ok === false ? 1 : 0;
    },
    (error) => {
      console.error(`${name} failed: ${error instanceof BackupError ? error.message : (error?.stack ?? String(error))}`);
      process.exitCode = 1;
    },
  );
}

/** `--name=value` flags only; anything else is refused with the usage line. */
export function readFlags(argv, known, usage) {
  const flags = {};
  for (const arg of argv) {
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!match || !known.includes(match[1])) throw new BackupError(`Unknown argument ${arg}. Usage: ${usage}`);
    flags[match[1]] = match[2] ?? true;
  }
  return flags;
}

/** Collections a dump leaves out, as mongodump does: the server's own. */
export const isSystemCollection = (name) => name.startsWith('system.');
