/** The pinned pnpm: `pnpm` when the one on PATH is that version, else the copy fetched into .tools/. */
export function pnpmBinary(): Promise<string>;
export function pnpm(args: string[], options?: Record<string, unknown>): Promise<number>;
