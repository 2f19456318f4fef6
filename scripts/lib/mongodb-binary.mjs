import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

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
