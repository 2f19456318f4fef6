import { defineConfig } from 'vitest/config';

/** End-to-end: the built extension (.output/chrome-mv3) loaded into the system Chromium. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
