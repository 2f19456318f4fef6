import { resolve } from 'node:path';
import { ConfigModule } from '@nestjs/config';
import { CONFIG_LOADERS } from './config-loaders';

/** Loads the repository's .env (if any) and registers each concern's typed, checked config. */
export const TrailConfigModule = ConfigModule.forRoot({
  isGlobal: true,
  envFilePath: resolve(__dirname, '../../../.env'),
  ignoreEnvFile: process.env.NODE_ENV === 'test',
  load: CONFIG_LOADERS.map(({ register }) => register),
});
