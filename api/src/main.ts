import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { API_PREFIX } from '@trail/shared';
import { AppModule } from './app.module';
import { APP_OPTIONS, setUpApp } from './app.setup';
import { appConfig, type AppConfig, ConfigError } from './platform/config';
import { configProblems } from './app.config-loaders';
import { MigrationRunner } from './platform/database';

function exitOnConfigProblems(): void {
  const problems = configProblems(process.env);
  if (problems.length === 0) return;
  console.error(`\nTrail API cannot start:\n${problems.map((problem) => `  - ${problem}`).join('\n')}\n`);
  process.exit(1);
}

async function bootstrap(): Promise<void> {
  exitOnConfigProblems();
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { ...APP_OPTIONS, bufferLogs: true });
  setUpApp(app);
  app.enableShutdownHooks();
  const { port, localTrial } = app.get<AppConfig>(appConfig.KEY);
  // Before serving: the data must be in the shape this release reads (decision 0058).
  await app.get(MigrationRunner).runPending();
  await app.listen(port);
  new Logger('Trail').log(`API ready at http://localhost:${port}/${API_PREFIX}`);
  if (localTrial) new Logger('Trail').warn('LOCAL_TRIAL=on: localhost addresses, the mail catcher and local stand-ins are allowed; never for real people or money');
}

bootstrap().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`\nTrail API cannot start: ${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
