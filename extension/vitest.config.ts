import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing';

// wxt/testing also exports the Vitest plugin, which loads esbuild; esbuild refuses to start
// under jsdom (wxt-dev/wxt#1575). Tests only need fakeBrowser, so they get that file alone,
// as WXT itself does after the split of wxt/testing (wxt-dev/wxt#1844, after 0.20.9).
const fakeBrowserOnly = fileURLToPath(new URL('./fake-browser.mjs', import.meta.resolve('wxt/testing')));

export default defineConfig({
  // WxtVitest aliases wxt/browser to fakeBrowser, so the polyfill module never loads in tests.
  plugins: [WxtVitest()],
  resolve: {
    alias: [{ find: /^wxt\/testing$/, replacement: fakeBrowserOnly }],
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.spec.{ts,tsx}', 'config/**/*.spec.ts'],
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
  },
});
