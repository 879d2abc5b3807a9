import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import noUnsanitized from 'eslint-plugin-no-unsanitized';
import reactHooks from 'eslint-plugin-react-hooks';
import security from 'eslint-plugin-security';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Lint rules, including the house's import direction: domain and contracts import nothing of
 * ours; the server never imports the web app; the web app never imports the server; features
 * never import each other (pages in src/web/app compose them).
 */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

const serverNotWeb = { group: ['**/web/**', '@/web/*'], message: 'the server never imports the web app' };
const oneModuleOneService = {
  regex: '^(?:\\.\\./)+(?!platform/|db/|test/|contracts/|domain/|config$)[a-z-]+/(?![a-z-]+\\.service$)[^/]+$',
  message: "import another module's *.service.ts only",
};
/**
 * Libraries and adapters a configuration may not use (Stripe, Redis, SMTP, the built-in sign-in,
 * S3, image processing) are loaded when chosen, not at start-up (performance A9): elsewhere they
 * are imported as types only, and with `await import()` where the configuration picks them.
 */
const lazyAdapters = {
  group: [
    'stripe',
    'ioredis',
    'nodemailer',
    'oidc-provider',
    'sharp',
    '@aws-sdk/*',
    '**/stripe-gateway',
    '**/identity/provider',
    './provider',
    '**/s3-storage',
  ],
  allowTypeImports: true,
  message: 'loaded only when the configuration chooses it: `import type` here, `await import()` where it is chosen',
};
const ADAPTER_FILES = [
  'src/server/platform/payments/stripe-gateway.ts',
  'src/server/modules/identity/provider.ts',
  'src/server/platform/storage/s3-storage.ts',
];

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
  // Security lint (P42, docs/decisions/0059-supply-chain-gate.md): every rule of
  // eslint-plugin-security and eslint-plugin-no-unsanitized is an error, except where noted.
  {
    ...security.configs.recommended,
    rules: {
      ...Object.fromEntries(Object.keys(security.configs.recommended.rules).map((rule) => [rule, 'error'])),
      // Flags every `obj[key]` (128 places here), typed or not; keys come from TypeScript types or
      // from zod-parsed input, and lookup tables use Map or a fixed key union. Pure noise.
      'security/detect-object-injection': 'off',
    },
  },
  noUnsanitized.configs.recommended,
  {
    // Files whose job is the file system, with paths from configuration, the build or object keys
    // checked against OBJECT_KEY first; elsewhere a non-literal path stays an error.
    files: [
      'src/server/db/pglite-database.ts',
      'src/server/main.ts',
      // Backups: paths from DATA_DIR; a backup's own names are checked against BACKUP_NAME and
      // OBJECT_KEY before they become paths.
      'src/server/modules/backups/*.ts',
      'src/server/platform/mail/transports.ts',
      'src/server/platform/project-root.ts',
      'src/server/platform/site/assets.ts',
      'src/server/platform/storage/local-storage.ts',
    ],
    rules: { 'security/detect-non-literal-fs-filename': 'off' },
  },
  {
    // The server's entry point imports the built renderer by its fixed path under dist/.
    files: ['src/server/main.ts'],
    rules: { 'no-unsanitized/method': 'off' },
  },
  {
    // Tests, journeys and build/bench scripts never see a request: their paths and patterns are
    // fixtures and repository files. The rules keep guarding the code that serves requests.
    files: ['**/*.test.{ts,tsx}', 'src/**/test/**', 'src/test/**', 'e2e/**', 'scripts/**', '*.config.{ts,js}'],
    rules: {
      'security/detect-non-literal-fs-filename': 'off',
      'security/detect-non-literal-regexp': 'off',
      'security/detect-unsafe-regex': 'off',
      'no-unsanitized/property': 'off',
      'no-unsanitized/method': 'off',
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
    rules: restrict([serverNotWeb, lazyAdapters]),
  },
  {
    // The adapters themselves, and tests, which may load any of them directly.
    files: [...ADAPTER_FILES, '**/*.test.ts', 'src/server/test/**', 'src/server/**/upload-test-images.ts'],
    rules: restrict([serverNotWeb]),
  },
  {
    // One owner per table: a module reaches another module only through that module's service,
    // never its routes, repository or mapper (tests may look anywhere).
    files: ['src/server/modules/**'],
    ignores: ['**/*.test.ts', ...ADAPTER_FILES, 'src/server/**/upload-test-images.ts'],
    rules: restrict([serverNotWeb, oneModuleOneService, lazyAdapters]),
  },
  {
    files: ADAPTER_FILES.filter((file) => file.startsWith('src/server/modules/')),
    rules: restrict([serverNotWeb, oneModuleOneService]),
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
