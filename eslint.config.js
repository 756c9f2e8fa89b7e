// ESLint (flat config): the house rules a reviewer should not have to remember (shared/DESIGN.md
// §7, rule 11: import boundaries, kebab-case file names, no barrel files) and React's rules of
// hooks. Syntax only: typescript-eslint's parser without type information; the type checker is
// TypeScript 7 (npm run typecheck). See docs/decisions/2026-11-25-eslint.md.
import { fileURLToPath } from 'node:url';
import tsParser from '@typescript-eslint/parser';
import boundaries from 'eslint-plugin-boundaries';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';

const code = ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'];

/**
 * The layers, by folder. The shell (src/app, the routes, the entries) composes everything in src;
 * src/platform is what features stand on; ui is presentational; domain is shared with the server.
 * src/platform/page-lifecycle is the page's start (interactive, settled, foreground idle, the head
 * scripts): every layer of the app waits on it, presentational controls too, and it stands on
 * nothing but domain. Each folder under src/features is an element of its own: one feature does
 * not import another.
 */
const elements = [
  { type: 'page-lifecycle', pattern: 'src/platform/page-lifecycle', partialMatch: false },
  { type: 'platform', pattern: 'src/platform', partialMatch: false },
  { type: 'feature', pattern: 'src/features/*', capture: ['feature'], partialMatch: false },
  { type: 'ui', pattern: 'src/ui', partialMatch: false },
  { type: 'shell', pattern: 'src', partialMatch: false },
  { type: 'domain', pattern: 'domain', partialMatch: false },
  { type: 'server', pattern: 'server', partialMatch: false },
  { type: 'sw', pattern: 'sw', partialMatch: false },
  { type: 'scripts', pattern: 'scripts', partialMatch: false },
  { type: 'e2e', pattern: 'e2e', partialMatch: false },
];

/** Who may import whom (besides itself). Anything not listed is refused. */
const mayImport = {
  shell: ['platform', 'page-lifecycle', 'feature', 'ui', 'domain'],
  platform: ['page-lifecycle', 'domain'],
  'page-lifecycle': ['domain'],
  feature: ['platform', 'page-lifecycle', 'ui', 'domain'],
  ui: ['page-lifecycle', 'domain'],
  domain: [],
  sw: ['domain'],
  server: ['domain'],
  scripts: ['server', 'domain'],
  e2e: ['server', 'domain', 'scripts'],
};

export default [
  {
    ignores: [
      'node_modules/',
      'dist/',
      'build/',
      'data/',
      'test-results/',
      'playwright-report/',
      'screenshots/',
      'server/db/migrations/',
      'domain/i18n/compiled/',
      'domain/i18n/compiled.*/',
    ],
  },
  {
    files: code,
    languageOptions: { parser: tsParser, parserOptions: { ecmaFeatures: { jsx: true } } },
    // Only the rules below run: a disable comment for a rule we do not run is not an error.
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    plugins: { boundaries, 'check-file': checkFile, 'react-hooks': reactHooks },
    settings: {
      'import/resolver': { [fileURLToPath(new URL('./scripts/lint/resolve-own-imports.cjs', import.meta.url))]: {} },
      'boundaries/elements': elements,
      'boundaries/files': [{ category: 'test', pattern: '**/*.test.ts' }],
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message: '{{from.type}} may not import {{to.type}} ({{dependency.source}}): see the layers in eslint.config.js',
          policies: [
            ...Object.entries(mayImport)
              .filter(([, targets]) => targets.length > 0)
              .map(([from, targets]) => ({ from: { element: { type: from } }, allow: { to: { element: { type: targets } } } })),
            {
              from: { element: { type: 'feature' } },
              disallow: { to: { element: { type: 'feature' } } },
              message:
                'feature {{from.element.captured.feature}} may not import feature {{to.element.captured.feature}} ({{dependency.source}}): compose features in a route',
            },
            // A server test may drive a script's tool; the server itself is built from server/ and domain/.
            { from: { element: { type: 'server' }, file: { categories: 'test' } }, allow: { to: { element: { type: 'scripts' } } } },
          ],
        },
      ],
    },
  },
  {
    // Names say what a file is for, in kebab-case (`product-card.css.ts`); no barrel files: import
    // the module you mean. Route files follow TanStack Router's naming (`$id.tsx`, `index.tsx`).
    files: code,
    ignores: ['src/routes/**'],
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/no-index': ['error', { ignoreMiddleExtensions: true, errorMessage: 'No barrel files: import the module you mean ({{ target }})' }],
    },
  },
  {
    // domain/ is shared by the app, the server and the service worker: valibot is its only package.
    files: ['domain/**/*.ts'],
    ignores: ['domain/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!valibot$)[^.#]', message: 'domain/ depends on valibot only' }] }] },
  },
  {
    files: ['domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!(valibot|vitest|fast-check)$)[^.#]', message: 'domain/ depends on valibot only (its tests on vitest and fast-check)' }] },
      ],
    },
  },
  {
    // React's rules of hooks and the React Compiler's checks, as the plugin recommends them, all
    // as errors: a warning would pass CI unread.
    files: ['src/**/*.{ts,tsx}'],
    rules: Object.fromEntries(Object.keys(reactHooks.configs.flat.recommended.rules).map((rule) => [rule, 'error'])),
  },
];
