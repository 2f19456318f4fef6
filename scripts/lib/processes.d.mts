import type { ChildProcess } from 'node:child_process';

export interface Service {
  name: string;
  child: ChildProcess;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
  /** The last 20,000 characters the service printed. */
  log(): string;
}

export function run(command: string, args: string[], options?: { env?: Record<string, string>; cwd?: string }): Promise<number>;
export function startService(
  name: string,
  command: string,
  args: string[],
  options?: { env?: Record<string, string | undefined>; cwd?: string; silent?: boolean },
): Service;
export function waitForUrl(url: string, service: Service, timeoutMs?: number): Promise<void>;
