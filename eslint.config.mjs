import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/node_modules/', '**/dist/', '**/.output/', '**/.wxt/', '.data/', '.tools/', '.test-results/', '**/coverage/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['scripts/**/*.mjs', '*/scripts/**/*.mjs', '**/*.config.{js,mjs,ts}', '**/e2e/**/*.ts', 'extension/config/**/*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    // IsOptional and Nest's PartialType let null through to the services; see decision 0022.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/common/validators/optional-not-null.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [
          { name: 'class-validator', importNames: ['IsOptional'], message: 'Use OptionalNotNull from common/validators.' },
          { name: '@nestjs/swagger', importNames: ['PartialType'], message: 'Use PartialNotNullType from common/validators.' },
          { name: '@nestjs/mapped-types', importNames: ['PartialType'], message: 'Use PartialNotNullType from common/validators.' },
        ],
      }],
    },
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
);
