import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const BOUNDARY =
  'shared/ imports nothing from client/ or server/, and client/ nothing from server/: move what both need into shared/'

const SERVER_ENTRY = {
  group: ['**/server/index', '../index', './index'],
  message: 'server/index.ts only starts the server: import from server/start-server',
}

const TEST_ONLY = {
  group: ['**/testing/*', '**/*-test-support'],
  message:
    'server/testing/ and *-test-support files are for tests only: import them from *.test.ts files, e2e/ or other test-support files',
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'dist-server',
      'data',
      'test-results',
      'playwright-report',
      '.content',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // the few scripts that run before any development package is installed (postinstall.mjs)
  { files: ['scripts/**/*.mjs'], languageOptions: { globals: globals.node } },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      // type-aware: the rules below need the types (each file's own tsconfig)
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // a promise nobody awaits or catches loses its error: a lead that fails silently
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // `import { type X }` alone keeps a bare import of the module, which then loads for nothing
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  {
    // no module may reach itself through its imports: a cycle makes load order decide behaviour
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // shared/ runs in the browser, the server, the worker and the build: it imports neither side
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/client/**', '**/server/**'], message: BOUNDARY }] },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}', 'sw/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**'], message: BOUNDARY }] },
      ],
    },
  },
  {
    // the whole registry (about 15 KB gzip) stays out of first-visit code: pages look routes up in
    // the slice they carry (client/lib/routes.ts); only the pages that list every page take it all
    files: ['client/**/*.{ts,tsx}'],
    ignores: [
      'client/**/*.test.{ts,tsx}',
      'client/entry-prerender.tsx',
      'client/lib/routes.ts',
      'client/pages/offline-page.tsx',
      'client/pages/sitemap-page.tsx',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/shared/routes'],
              allowTypeImports: true,
              message:
                'import findRoute from client/lib/routes (the page carries its slice of the registry); the whole registry would ship to every first visit',
            },
          ],
        },
      ],
    },
  },
  {
    // the scripts and tests start the server through start-server.ts, never its entry
    files: ['scripts/**/*.ts', 'e2e/**/*.ts', 'server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SERVER_ENTRY] }] },
  },
  {
    // what the server and the build run never loads what only tests run: the built server
    // bundles every module its code imports
    files: ['scripts/**/*.ts', 'server/**/*.ts'],
    ignores: ['**/*.test.ts', 'server/testing/**', '**/*-test-support.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SERVER_ENTRY, TEST_ONLY] }] },
  },
  {
    files: ['client/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ['client/**/*.tsx'],
    rules: {
      // scrollable regions (wide tables) must take keyboard focus (axe scrollable-region-focusable)
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['region'] }],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
)
