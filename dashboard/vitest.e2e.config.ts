import { defineConfig } from 'vitest/config';

/** End-to-end: the built dashboard and API on free ports with a fresh database, driven in the system Chromium. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
