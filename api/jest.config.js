/** Unit specs beside the code and e2e specs in test/, all against one real mongod started once. */
module.exports = {
  rootDir: '.',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testRegex: '.*\\.(spec|e2e-spec)\\.ts$',
  testEnvironment: 'node',
  transform: {
    // .js too: @trail/shared is ESM, and tests load its built output as CommonJS; .mjs for
    // scripts/lib/local-google.mjs, the local Google the tests share with npm start.
    '^.+\\.(ts|js|mjs)$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
          keepClassNames: true,
        },
        // ignoreDynamic: `import()` stays a real dynamic import, so ESM-only packages the API loads on
        // demand (openid-client, agenda) load as ESM under --experimental-vm-modules instead of require().
        module: { type: 'commonjs', ignoreDynamic: true },
      },
    ],
  },
  globalSetup: '<rootDir>/test/support/mongo.global-setup.ts',
  globalTeardown: '<rootDir>/test/support/mongo.global-teardown.ts',
  testTimeout: 60_000,
  // One worker on a 2-core CI machine runs every file; modules loaded under --experimental-vm-modules are not
  // freed between files, so it grew past Node's 4 GB heap. A worker above 1 GB after a file is replaced.
  workerIdleMemoryLimit: '1GB',
};
