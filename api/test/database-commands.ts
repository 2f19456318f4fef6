import type { Connection } from 'mongoose';
import type { CommandStartedEvent } from 'mongodb';

/** Env for createTestApp whose connection reports every command (the driver's command monitoring). */
export function monitoredCommandsEnv(): Record<string, string> {
  const uri = process.env.TRAIL_TEST_MONGODB_URI ?? '';
  return { MONGODB_URI: `${uri}${uri.includes('?') ? '&' : '?'}monitorCommands=true` };
}

/** Commands sent to the app's own database while `act` runs, as "<command> <collection>". */
export async function commandsDuring(connection: Connection, act: () => Promise<unknown>): Promise<string[]> {
  const commands: string[] = [];
  const database = connection.db?.databaseName;
  const listener = (event: CommandStartedEvent) => {
    if (event.databaseName !== database) return;
    commands.push(`${event.commandName} ${String(event.command[event.commandName])}`);
  };
  const client = connection.getClient();
  client.on('commandStarted', listener);
  try {
    await act();
  } finally {
    client.off('commandStarted', listener);
  }
  return commands;
}
