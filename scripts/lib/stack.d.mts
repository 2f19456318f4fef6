export interface Stack {
  apiUrl: string;
  dashboardUrl: string;
  /** Where the API keeps mail when no SMTP_HOST is set. */
  outboxDir: string;
  stop(): Promise<void>;
  /** Stops only the API; its data stays. */
  stopApi(): Promise<void>;
  /** Starts the API again on the same port and database. */
  startApi(): Promise<void>;
}

export function freePort(): Promise<number>;
export function startStack(options?: {
  apiPort?: number;
  dashboardPort?: number;
  dashboard?: 'dev' | 'preview';
  fresh?: boolean;
  silent?: boolean;
}): Promise<Stack>;
