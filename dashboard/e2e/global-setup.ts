import type { TestProject } from 'vitest/node';
import { freePort, startStack } from '../../scripts/lib/stack.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    dashboardUrl: string;
    outboxDir: string;
    /** The stack's data environment: `npm run admin` run with it works on the stack's database. */
    stackEnv: Record<string, string>;
  }
}

export default async function setup(project: TestProject) {
  const stack = await startStack({
    apiPort: await freePort(),
    dashboardPort: await freePort(),
    dashboard: 'preview',
    fresh: true,
    silent: true,
  });
  project.provide('apiUrl', stack.apiUrl);
  project.provide('dashboardUrl', stack.dashboardUrl);
  project.provide('outboxDir', stack.outboxDir);
  project.provide('stackEnv', stack.env);
  return () => stack.stop();
}
