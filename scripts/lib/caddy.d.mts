export interface RunningCaddy {
  origin: string;
  stop(): Promise<void>;
  log(): string;
}
export function startCaddy(options: { port: number; dist: string; api: string; pages: string; https?: boolean }): Promise<RunningCaddy>;
