export interface Stack {
  apiUrl: string;
  dashboardUrl: string;
  /** Where the API keeps mail when no SMTP_HOST is set. */
  outboxDir: string;
  /**
   * A fresh stack's data environment (NODE_ENV, JWT_SECRET, DATA_DIR, MONGODB_URI, MONGODB_DB): a command
   * run with it, such as `npm run admin -- grant <email>`, works on this stack's database. Empty otherwise.
   */
  env: Record<string, string>;
  /** The local Paystack stand-in the API uses (`paystack: 'local'`), else undefined. */
  paystack?: { url: string; settled(): Promise<void> };
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
  /** 'local': start the local Paystack stand-in for the API (default for a fresh stack); 'env': use PAYSTACK_*. */
  paystack?: 'local' | 'env';
}): Promise<Stack>;
