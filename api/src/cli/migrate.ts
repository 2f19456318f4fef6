import 'reflect-metadata';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { errorMessage } from '../platform/errors';
import { TrailConfigModule } from '../app.config-loaders';
import { DatabaseModule, MigrationRunner, MigrationsModule } from '../platform/database';

/** Just the config and the database, as `npm start` has them. */
@Module({ imports: [TrailConfigModule, DatabaseModule, MigrationsModule] })
class MigrateCliModule {}

// Entry of `npm run migrate` (scripts/migrate.mjs runs the built copy): the release step of decision 0058.
async function migrate(): Promise<void> {
  const app = await NestFactory.createApplicationContext(MigrateCliModule, { logger: ['error', 'warn', 'log'] });
  try {
    const applied = await app.get(MigrationRunner).runPending();
    console.log(applied.length > 0 ? `Applied ${applied.join(', ')}` : 'Nothing to migrate: every migration is applied');
  } finally {
    await app.close();
  }
}

migrate().catch((error: unknown) => {
  console.error(`npm run migrate failed: ${errorMessage(error)}`);
  process.exitCode = 1;
});
