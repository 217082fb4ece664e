import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'data/', '.e2e-data-*/', 'node_modules/', 'test-results/', 'playwright-report/', 'screenshots/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['error', 'warn'] }],
      // One zod API everywhere: the shared schemas are in zod/mini, and the full API would bring its
      // ~26 KB (gzipped) back into the web bundle.
      'no-restricted-imports': [
        'error',
        {
          paths: ['zod', 'zod/v4', 'zod/v3'].map((name) => ({
            name,
            message: 'Use zod/mini (see domain/schemas/common.ts).',
          })),
        },
      ],
    },
  },
  {
    // No import cycles anywhere: a cycle hides which module owns what. This rule skips type-only
    // imports; `npm run lint` then runs dependency-cruiser (.dependency-cruiser.cjs), which counts them.
    files: ['{server,web,domain}/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.json', 'web/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: { 'import-x/no-cycle': ['error', { allowUnsafeDynamicCyclicDependency: false }] },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'web/boot.js', 'bench/lighthouse-ceiling/*.js'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', 'server/src/cli/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // API tests read answers as loose JSON and assert them field by field (or parse with the schemas).
    files: ['server/test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
