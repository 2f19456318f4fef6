import type { Connection } from 'mongoose';
import type { CommandStartedEvent, CommandSucceededEvent } from 'mongodb';

/** Env for createTestApp whose connection reports every command (the driver's command monitoring). */
export function monitoredCommandsEnv(): Record<string, string> {
  const uri = process.env.TRAIL_TEST_MONGODB_URI ?? '';
  return { MONGODB_URI: `${uri}${uri.includes('?') ? '&' : '?'}monitorCommands=true` };
}

/** The token check's read of one user's tokenVersion (TokenVersions, on a cache miss). */
export const TOKEN_CHECK = 'token check';

function isTokenCheck(event: CommandStartedEvent): boolean {
  const projection = event.command.projection as Record<string, unknown> | undefined;
  return event.commandName === 'find' && event.command.find === 'users' && Object.keys(projection ?? {}).join() === 'tokenVersion';
}

/**
 * Commands sent to the app's own database while `act` runs, as "<command> <collection>", the token
 * check's cache misses as TOKEN_CHECK (how often they happen depends on the clock; test them apart).
 * A `getMore` counts only for a cursor opened during `act`: the token versions' change stream keeps
 * its own cursor polling in the background, which is no request's round trip.
 */
export async function commandsDuring(connection: Connection, act: () => Promise<unknown>): Promise<string[]> {
  const commands: string[] = [];
  const opened = new Set<string>();
  const database = connection.db?.databaseName;
  const started = (event: CommandStartedEvent) => {
    if (event.databaseName !== database) return;
    if (event.commandName === 'getMore' && !opened.has(String(event.command.getMore))) return;
    commands.push(isTokenCheck(event) ? TOKEN_CHECK : `${event.commandName} ${String(event.command[event.commandName])}`);
  };
  const succeeded = (event: CommandSucceededEvent) => {
    // A getMore's reply names the cursor it continued: the background stream's, not a new one.
    if (event.commandName === 'getMore') return;
    const cursor = (event.reply as { cursor?: { id?: unknown } } | undefined)?.cursor;
    if (cursor?.id !== undefined) opened.add(String(cursor.id));
  };
  const client = connection.getClient();
  client.on('commandStarted', started);
  client.on('commandSucceeded', succeeded);
  try {
    await act();
  } finally {
    client.off('commandStarted', started);
    client.off('commandSucceeded', succeeded);
  }
  return commands;
}
