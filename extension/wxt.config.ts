import { defineConfig } from 'wxt';
import { buildManifest } from './config/manifest';

export default defineConfig({
  srcDir: 'src',
  modules: ['@wxt-dev/module-react'],
  // WXT defaults Firefox to MV2; Trail ships MV3 everywhere.
  manifestVersion: 3,
  targetBrowsers: ['chrome', 'firefox'],
  // WXT loads .env files after reading this file, so process.env is read inside the function.
  manifest: ({ browser }) => buildManifest(browser, process.env),
  // The end-to-end tests build a copy pointing at their own stack, beside the regular build.
  outDir: process.env.TRAIL_EXTENSION_OUT_DIR || '.output',
  zip: {
    name: 'trail',
    // Firefox reviewers rebuild from the sources zip: it is rooted at the workspace (lockfile,
    // shared/ and extension/), with the other apps and the tests left out. See extension/STORE.md.
    sourcesRoot: '..',
    excludeSources: ['api/**', 'dashboard/**', 'docs/**', 'scripts/**', '.ci/**', '**/e2e/**', '**/.output/**', '**/dist/**', '**/coverage/**', 'extension/store-listing/**'],
  },
  webExt: { disabled: true },
});
