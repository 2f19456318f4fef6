export interface Stack {
  apiUrl: string;
  dashboardUrl: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number>;
export function startStack(options?: {
  apiPort?: number;
  dashboardPort?: number;
  dashboard?: 'dev' | 'preview';
  fresh?: boolean;
  silent?: boolean;
}): Promise<Stack>;
