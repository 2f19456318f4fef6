import type { DestinationStream } from 'pino';

interface LogLine {
  level?: string;
  time?: string;
  msg?: string;
  context?: string;
  requestId?: string;
  method?: string;
  route?: string;
  status?: number;
  durationMs?: number;
  err?: { stack?: string };
}

/** One short line a person can read, for development and tests: `12:03:04 INFO [Reminders] …`. */
export function formatTextLine(line: LogLine): string {
  const time = line.time?.slice(11, 19) ?? '';
  const level = (line.level ?? '').toUpperCase().padEnd(5);
  const what = line.route
    ? `${line.method} ${line.route} ${line.status} ${line.durationMs} ms (${line.requestId})`
    : `${line.context ? `[${line.context}] ` : ''}${line.msg ?? ''}`;
  return `${time} ${level} ${what}${line.err?.stack ? `\n${line.err.stack}` : ''}\n`;
}

export function textLogStream(write: (text: string) => void = (text) => process.stdout.write(text)): DestinationStream {
  return { write: (json: string) => write(formatTextLine(JSON.parse(json) as LogLine)) };
}
