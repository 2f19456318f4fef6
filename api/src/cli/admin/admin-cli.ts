import { NestFactory } from '@nestjs/core';
import { AccountRecords } from '../../users';
import { AdminCliModule } from './admin-cli.module';
import { type AdminCommandResult, runAdminCommand } from './admin-command';

/** Connects as the API does (MONGODB_URI, or the embedded MongoDB in DATA_DIR), runs one command, closes. */
export async function runAdminCli(args: readonly string[]): Promise<AdminCommandResult> {
  const app = await NestFactory.createApplicationContext(AdminCliModule, { logger: ['error', 'warn'] });
  try {
    return await runAdminCommand(args, app.get(AccountRecords));
  } finally {
    await app.close();
  }
}
