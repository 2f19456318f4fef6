import { defineConfig } from 'vitest/config';

/**
 * End-to-end: the API and dashboard on free ports with a fresh database, and the extension built
 * for them (.output/e2e), loaded into the system Chromium.
 */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
