import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { API_PREFIX } from '@trail/shared';
import { AppModule } from './app.module';
import { APP_OPTIONS, setUpApp } from './app.setup';
import { type AppConfig, appConfig } from './config/app.config';
import { ConfigError } from './config/config-error';

async function bootstrap(): Promise<void> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule, APP_OPTIONS);
  setUpApp(app);
  app.enableShutdownHooks();
  const { port } = app.get<AppConfig>(appConfig.KEY);
  await app.listen(port);
  new Logger('Trail').log(`API ready at http://localhost:${port}/${API_PREFIX}`);
}

bootstrap().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`\nTrail API cannot start: ${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
