import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { errorMessage } from '../errors';
import { ConfigError, databaseConfig } from '../config';
import { startEmbeddedReplicaSet, type EmbeddedReplicaSet } from './embedded-replica-set';

/** mongod under emulation or on a slow laptop can take a while on first start. */
const EMBEDDED_LAUNCH_TIMEOUT_MS = 120_000;

/**
 * Resolves where MongoDB lives: MONGODB_URI when set, otherwise an embedded
 * mongod (mongodb-memory-server, honouring MONGOMS_SYSTEM_BINARY and
 * MONGOMS_VERSION), run as a single-node replica set, whose files persist under DATA_DIR/mongodb.
 */
@Injectable()
export class MongoConnectionService implements OnApplicationShutdown {
  private readonly logger = new Logger('MongoDB');
  private embedded?: EmbeddedReplicaSet;

  constructor(@Inject(databaseConfig.KEY) private readonly config: ConfigType<typeof databaseConfig>) {}

  async resolveUri(): Promise<string> {
    if (this.config.uri) return this.config.uri;
    const dbPath = join(this.config.dataDir, 'mongodb');
    await mkdir(dbPath, { recursive: true });
    this.logger.log(`Starting embedded MongoDB with data in ${dbPath}`);
    try {
      this.embedded = await startEmbeddedReplicaSet({ dbPath, launchTimeout: EMBEDDED_LAUNCH_TIMEOUT_MS });
    } catch (error) {
      throw new ConfigError(
        `the embedded MongoDB did not start (${errorMessage(error)}). ` +
          'Set MONGODB_URI to a running MongoDB, or see docs/development.md for MONGOMS_SYSTEM_BINARY.',
      );
    }
    return this.embedded.uri;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.embedded?.stop();
  }
}
