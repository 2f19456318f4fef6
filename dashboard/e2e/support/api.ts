import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const ADMIN_COMMAND = fileURLToPath(new URL('../../../scripts/admin.mjs', import.meta.url));

export type ApiCall = <T = unknown>(method: string, path: string, token: string, body?: unknown) => Promise<T>;

/** Calls the API as the person whose token it is; an answer that is not 2xx fails the step with its status and body. */
export const apiCaller =
  (apiUrl: string): ApiCall =>
  async <T>(method: string, path: string, token: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${apiUrl}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };

/** The real admin command (`npm run admin -- grant <email>`), run against the stack's database; what it printed. */
export async function grantAdmin(stackEnv: Record<string, string>, email: string): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [ADMIN_COMMAND, 'grant', email], {
    env: { ...process.env, ...stackEnv },
    timeout: 120_000,
  });
  return stdout;
}
