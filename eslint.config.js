import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Lint rules, including the house's import direction: domain and contracts import nothing of
 * ours; the server never imports the web app; the web app never imports the server; features
 * never import each other (pages in src/web/app compose them).
 */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'public/**',
      'test-results/**',
      'playwright-report/**',
      'src/server/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
    },
  },
  {
    // No import cycles: a cycle lets a module read another's export before that module has run.
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
    },
  },
  {
    files: ['src/domain/**', 'src/contracts/**'],
    rules: restrict([
      {
        group: ['**/server/**', '**/web/**', '@/server/*', '@/web/*'],
        message: 'domain and contracts stay free of I/O and UI',
      },
    ]),
  },
  {
    files: ['src/server/**'],
    rules: restrict([{ group: ['**/web/**', '@/web/*'], message: 'the server never imports the web app' }]),
  },
  {
    // One owner per table: a module reaches another module only through that module's service,
    // never its routes, repository or mapper (tests may look anywhere).
    files: ['src/server/modules/**'],
    ignores: ['**/*.test.ts'],
    rules: restrict([
      { group: ['**/web/**', '@/web/*'], message: 'the server never imports the web app' },
      {
        regex: '^(?:\\.\\./)+(?!platform/|db/|test/|contracts/|domain/|config$)[a-z-]+/(?![a-z-]+\\.service$)[^/]+$',
        message: "import another module's *.service.ts only",
      },
    ]),
  },
  {
    files: ['src/web/**'],
    rules: restrict([{ group: ['**/server/**', '@/server/*'], message: 'the browser never imports the server' }]),
  },
  {
    files: ['src/web/features/*/**'],
    rules: restrict([
      {
        group: ['@/web/features/*', '../../*/**', '@/web/app/*'],
        message: 'features do not import each other or the app; compose them in src/web/app',
      },
      { group: ['**/server/**', '@/server/*'], message: 'the browser never imports the server' },
    ]),
  },
  {
    files: ['src/web/components/**', 'src/web/lib/**'],
    rules: restrict([
      {
        group: ['@/web/features/*', '@/web/app/*', '**/features/**', '**/app/**'],
        message: 'shared UI and lib stay below features',
      },
    ]),
  },
);
