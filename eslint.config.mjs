import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { apiBoundaries } from './scripts/lib/eslint-api-boundaries.mjs';

// Boundaries between the apps and between dashboard features (docs/decisions/0031-boundaries-the-linter-enforces.md).
// Flat config replaces a rule's options per matching block rather than merging them, so each block below
// lists every restriction for its files, general blocks first and the more specific ones after.
const dashboardFeatures = readdirSync(new URL('./dashboard/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const restrict = (...groups) => ({
  'no-restricted-imports': [
    'error',
    { paths: groups.flatMap((group) => group.paths ?? []), patterns: groups.flatMap((group) => group.patterns ?? []) },
  ],
});

const noDashboard = {
  patterns: [
    { group: ['@trail/dashboard', '@trail/dashboard/**'], message: 'Only the dashboard imports dashboard code; share it through @trail/shared.' },
    { regex: '^(\\.\\./)+dashboard/src/', message: 'Only the dashboard imports dashboard code; share it through @trail/shared.' },
  ],
};
const noExtension = {
  patterns: [
    { group: ['@trail/extension', '@trail/extension/**'], message: 'Only the extension imports extension code; share it through @trail/shared.' },
    { regex: '^(\\.\\./)+extension/src/', message: 'Only the extension imports extension code; share it through @trail/shared.' },
  ],
};
const noApi = {
  patterns: [
    { group: ['@trail/api', '@trail/api/**'], message: 'Only the API imports API code; share it through @trail/shared.' },
    { regex: '^(\\.\\./)+api/src/', message: 'Only the API imports API code; share it through @trail/shared.' },
  ],
};
const noFrameworks = {
  patterns: [
    {
      group: ['react', 'react/**', 'react-dom', 'react-dom/**', 'react-router', 'react-router-dom', '@tanstack/**', '@nestjs/**', 'mongoose', 'mongodb', 'express', 'wxt', 'wxt/**'],
      message: 'shared/ holds no framework code: types, constants and pure rules only.',
    },
  ],
};
// IsOptional and Nest's PartialType let null through to the services; see decision 0022. A group of the API's
// boundary block, not a block of its own: flat config would let the later block's options replace it.
const noLooseOptional = {
  paths: [
    { name: 'class-validator', importNames: ['IsOptional'], message: 'Use OptionalNotNull from platform/validation.' },
    { name: '@nestjs/swagger', importNames: ['PartialType'], message: 'Use PartialNotNullType from platform/validation.' },
    { name: '@nestjs/mapped-types', importNames: ['PartialType'], message: 'Use PartialNotNullType from platform/validation.' },
  ],
};
const routesFromPaths = {
  paths: [{ name: '@trail/shared', importNames: ['DASHBOARD_ROUTES'], message: "The dashboard's one route table is @/config/paths." }],
};
const noAppOrFeatures = {
  patterns: [
    { group: ['@/app', '@/app/**'], message: 'Routes compose features and building blocks; nothing imports the app.' },
    { group: ['@/features/**'], message: 'components/, hooks/, lib/ and config/ are shared building blocks: they never import a feature.' },
    { regex: '^(\\.\\./)+features/', message: 'components/, hooks/, lib/ and config/ are shared building blocks: they never import a feature.' },
  ],
};
const onlyOwnFeature = (feature) => {
  const others = dashboardFeatures.filter((name) => name !== feature);
  const message = `Features never import each other: move what ${feature} needs into components/, hooks/ or lib/, or compose both in a route.`;
  return {
    patterns: [
      { group: ['@/app', '@/app/**'], message: 'Routes compose features; a feature never imports the app.' },
      { group: ['@/features/*', '@/features/*/**', `!@/features/${feature}`, `!@/features/${feature}/**`], message },
      ...(others.length > 0 ? [{ regex: `^(\\.\\./)+(features/|(${others.join('|')})/)`, message }] : []),
    ],
  };
};

const boundaries = [
  { files: ['shared/src/**/*.ts'], ignores: ['shared/src/**/*.spec.ts'], rules: restrict(noApi, noDashboard, noExtension, noFrameworks) },
  { files: ['shared/src/**/*.spec.ts'], rules: restrict(noApi, noDashboard, noExtension) },
  { files: ['api/src/**/*.ts', 'api/test/**/*.ts'], rules: restrict(noDashboard, noExtension) },
  { files: ['api/src/**/*.ts'], ignores: ['api/src/platform/validation/optional-not-null.ts'], rules: restrict(noDashboard, noExtension, noLooseOptional) },
  { files: ['extension/src/**/*.{ts,tsx}'], rules: restrict(noApi, noDashboard) },
  { files: ['dashboard/src/**/*.{ts,tsx}'], rules: restrict(noApi, noExtension, routesFromPaths) },
  {
    files: ['dashboard/src/{components,hooks,lib,config,content}/**/*.{ts,tsx}'],
    rules: restrict(noApi, noExtension, routesFromPaths, noAppOrFeatures),
  },
  { files: ['dashboard/src/config/paths.ts'], rules: restrict(noApi, noExtension, noAppOrFeatures) },
  ...dashboardFeatures.map((feature) => ({
    files: [`dashboard/src/features/${feature}/**/*.{ts,tsx}`],
    rules: restrict(noApi, noExtension, routesFromPaths, onlyOwnFeature(feature)),
  })),
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/', '**/dist/', '**/dist-server/', '**/.output/', '**/.wxt/', '.data/', '.tools/', '.test-results/', '**/coverage/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['scripts/**/*.mjs', '*/scripts/**/*.mjs', 'deploy/**/*.mjs', '**/*.config.{js,mjs,ts}', '**/e2e/**/*.ts', 'extension/config/**/*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['api/jest.config.js'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
  },
  {
    files: ['dashboard/src/**/*.{ts,tsx}', 'extension/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: reactHooks.configs.recommended.rules,
  },
  ...boundaries,
  {
    // The API's module table and faces (docs/architecture.md, issue 34): a rule of its own plugin, so no
    // no-restricted-imports block can replace it.
    files: ['api/src/**/*.ts'],
    plugins: { trail: apiBoundaries },
    rules: { 'trail/api-boundaries': 'error' },
  },
  {
    // Public pages load without react-router (decision 0066): everything uses @/lib/navigation, which works under
    // both providers. Only the full router, its bridge, the dashboard shell's outlet and tests may import it.
    // A rule of its own, so it does not replace the boundaries' no-restricted-imports options above.
    files: ['dashboard/src/**/*.{ts,tsx}'],
    ignores: [
      'dashboard/src/app/router.tsx',
      'dashboard/src/app/routes/dashboard/layout.tsx',
      'dashboard/src/lib/navigation/router-bridge.tsx',
      'dashboard/src/test/**',
      'dashboard/src/**/*.test.{ts,tsx}',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        paths: ['react-router', 'react-router-dom'].map((name) => ({
          name,
          message: 'Use @/lib/navigation: public pages load without react-router (decision 0066).',
        })),
      }],
    },
  },
);
