import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

export default defineConfig({
  // WxtVitest aliases wxt/browser to fakeBrowser, so the polyfill module never loads in tests.
  plugins: [WxtVitest()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.spec.{ts,tsx}', 'config/**/*.spec.ts'],
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
  },
});
