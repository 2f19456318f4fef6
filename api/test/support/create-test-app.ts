import { randomUUID } from 'node:crypto';
import type { INestApplication, Type } from '@nestjs/common';
import { getConnectionToken } from '@nestjs/mongoose';
import { Test } from '@nestjs/testing';
import type { Connection } from 'mongoose';
import request from 'supertest';
import { AppModule } from '../../src/app.module';
import { APP_OPTIONS, setUpApp } from '../../src/app.setup';

export interface TestApp {
  app: INestApplication;
  http: () => ReturnType<typeof request>;
  connection: Connection;
  close: () => Promise<void>;
}

/**
 * The real Nest app on a real mongod, in a fresh database that is dropped on close; `database`
 * reuses a name, to run two instances on one database.
 */
export async function createTestApp(
  options: {
    controllers?: Type[];
    env?: Record<string, string>;
    database?: string;
    /** Providers replaced by value, e.g. where the logs are written. */
    overrides?: { provide: unknown; useValue: unknown }[];
  } = {},
): Promise<TestApp> {
  const uri = process.env.TRAIL_TEST_MONGODB_URI;
  if (!uri) throw new Error('No test MongoDB: run the API tests through jest (see test/support/mongo.global-setup.ts)');
  Object.assign(process.env, {
    MONGODB_URI: uri,
    MONGODB_DB: options.database ?? `trail-test-${randomUUID().slice(0, 8)}`,
    ...options.env,
  });

  const builder = Test.createTestingModule({
    imports: [AppModule],
    controllers: options.controllers ?? [],
  });
  for (const { provide, useValue } of options.overrides ?? []) builder.overrideProvider(provide).useValue(useValue);
  const moduleRef = await builder.compile();
  const app = moduleRef.createNestApplication(APP_OPTIONS);
  setUpApp(app);
  await app.init();

  const connection = app.get<Connection>(getConnectionToken());
  return {
    app,
    http: () => request(app.getHttpServer()),
    connection,
    close: async () => {
      await connection.dropDatabase();
      await app.close();
    },
  };
}
