// Every lint rule of the project, in one oxlint run (`npx oxlint`, typed rules included): ESLint's and
// typescript-eslint's recommended rules, the rules of hooks in both SPAs, the feature boundaries, the
// SQL convention, and two typed rules on TypeScript 7's checker (oxlint-tsgolint). The project's own
// rules that oxlint has no native version of are a JS plugin (lint/oxlint-plugin.mjs). Layout is
// oxfmt's (.oxfmtrc.json): no rule here argues with it.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { defineConfig } from 'oxlint';

const root = import.meta.dirname;

// ESLint's recommended rules that stay on for TypeScript (the compiler checks the others there),
// with ESLint's options where oxlint's defaults differ.
const jsRecommended = {
  'for-direction': 'error',
  'no-async-promise-executor': 'error',
  'no-case-declarations': 'error',
  'no-compare-neg-zero': 'error',
  'no-cond-assign': 'error',
  'no-constant-binary-expression': ['error', { checkRelationalComparisons: false }],
  'no-constant-condition': ['error', { checkLoops: 'allExceptWhileTrue' }],
  'no-control-regex': 'error',
  'no-debugger': 'error',
  'no-delete-var': 'error',
  'no-dupe-else-if': 'error',
  'no-duplicate-case': 'error',
  'no-empty': 'error',
  'no-empty-character-class': 'error',
  'no-empty-static-block': 'error',
  'no-ex-assign': 'error',
  'no-extra-boolean-cast': 'error',
  'no-fallthrough': 'error',
  'no-global-assign': 'error',
  'no-invalid-regexp': 'error',
  'no-irregular-whitespace': [
    'error',
    { skipStrings: true, skipComments: false, skipRegExps: false, skipTemplates: false, skipJSXText: false },
  ],
  'no-loss-of-precision': 'error',
  'no-misleading-character-class': 'error',
  'no-nonoctal-decimal-escape': 'error',
  'no-prototype-builtins': 'error',
  'no-regex-spaces': 'error',
  'no-self-assign': 'error',
  'no-shadow-restricted-names': 'error',
  'no-sparse-arrays': 'error',
  'no-unassigned-vars': 'error',
  'no-unsafe-finally': 'error',
  'no-unsafe-optional-chaining': 'error',
  'no-unused-labels': 'error',
  'no-unused-private-class-members': 'error',
  'no-useless-assignment': 'error',
  'no-useless-backreference': 'error',
  'no-useless-catch': 'error',
  'no-useless-escape': 'error',
  'preserve-caught-error': 'error',
  'require-yield': 'error',
  'use-isnan': 'error',
  'valid-typeof': 'error',
} as const;

// ESLint's recommended rules for JavaScript only: in TypeScript the compiler reports these.
const jsOnly = {
  'constructor-super': 'error',
  'getter-return': 'error',
  'no-class-assign': 'error',
  'no-const-assign': 'error',
  // no-dupe-args has no oxlint version: a duplicate parameter is a syntax error in strict code, and
  // in a sloppy-mode script no-redeclare reports it.
  'no-dupe-class-members': 'error',
  'no-dupe-keys': 'error',
  'no-func-assign': 'error',
  'no-import-assign': 'error',
  'no-new-native-nonconstructor': 'error',
  'no-obj-calls': 'error',
  'no-redeclare': ['error', { builtinGlobals: true }],
  'no-setter-return': 'error',
  'no-this-before-super': 'error',
  'no-undef': ['error', { typeof: false }],
  'no-unreachable': 'error',
  'no-unsafe-negation': 'error',
  'no-with': 'error',
} as const;

// typescript-eslint's recommended rules (the untyped ones), on every file.
const tsRecommended = {
  'typescript/ban-ts-comment': [
    'error',
    { 'ts-expect-error': 'allow-with-description', 'ts-ignore': true, 'ts-nocheck': true, 'ts-check': false, minimumDescriptionLength: 3 },
  ],
  'no-array-constructor': 'error',
  'typescript/no-duplicate-enum-values': 'error',
  'typescript/no-empty-object-type': 'error',
  'typescript/no-explicit-any': 'error',
  'typescript/no-extra-non-null-assertion': 'error',
  'typescript/no-misused-new': 'error',
  'typescript/no-namespace': 'error',
  'typescript/no-non-null-asserted-optional-chain': 'error',
  'typescript/no-require-imports': 'error',
  'typescript/no-this-alias': 'error',
  'typescript/no-unnecessary-type-constraint': 'error',
  'typescript/no-unsafe-declaration-merging': 'error',
  'typescript/no-unsafe-function-type': 'error',
  'no-unused-expressions': 'error',
  'no-unused-vars': [
    'error',
    { caughtErrors: 'all', argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
  ],
  'typescript/no-wrapper-object-types': 'error',
  'typescript/prefer-as-const': 'error',
  'typescript/prefer-namespace-keyword': 'error',
  'typescript/triple-slash-reference': 'error',
} as const;

// The public SPA's features (public-web/src/features/<feature>/) do not import each other: what
// two of them share goes in components/, hooks/, lib/ or api/ (calls), and the app (src/app/)
// puts features together. An import is a path from its own file, so the rule is written per
// depth: from a file N folders below features/, N steps up reach features/, and the next name
// is a feature. The regexes have no look-ahead, so "N steps up and not one more" is spelt out:
// after the N `../`, the end, or anything but a further `../`. `(?i)`: a path differing in case
// only is the same folder on a case-insensitive disk.
const NOT_UP = '($|[^.]|\\.($|[^.]|\\.($|[^/])))';
const featureImports = [1, 2, 3, 4].map((depth) => ({
  files: [`public-web/src/features/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `(?i)^(\\.\\./){${depth}}${NOT_UP}|/features/`,
            message: 'A feature does not import another: move what they share to components/, hooks/, lib/ or api/.',
          },
        ],
      },
    ],
  },
}));

// Backend features (each folder of backend/src/, one Nest module) reach one another only through a
// feature's public entry, its index.ts. An entry says at its top what the feature offers others and
// exports just that: its module where another feature imports it, the providers that module exports,
// the entities others map, and the types, functions and decorators they call. Everything else in the
// folder is its own. An entry whose module would load a feature that imports the entry back (a
// cycle, which CommonJS resolves to undefined while decorators run) leaves its module to the app.
// common/, config/ and database/ are shared, and any file may import theirs: a piece two features
// share goes there, and a plain one that unit tests load must, since an entry loads Nest, which Jest
// cannot. The top-level files and cli/ put the app together, and database/entities.ts lists every
// entity for the data source and the migration CLI, which load no module. With no look-ahead in the
// regexes, the folders a feature may not reach into are listed, read from the disk as oxlint starts:
// every folder of backend/src/ (cli/ included) but its own and the shared ones.
const BACKEND = 'backend/src';
const SHARED = ['common', 'config', 'database'];
const allFolders = fs
  .readdirSync(path.join(root, BACKEND), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const backendFolders = allFolders.filter((name) => name !== 'cli');
const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
const backendFeatureImports = backendFolders.flatMap((folder) => {
  const others = allFolders.filter((name) => name !== folder && !SHARED.includes(name));
  return [1, 2, 3].map((depth) => ({
    files: [`${BACKEND}/${folder}/${'*/'.repeat(depth - 1)}*.ts`],
    excludeFiles: [`${BACKEND}/database/entities.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `(?i)^(\\.\\./){${depth}}(${others.map(escape).join('|')})/`,
              message:
                'Import another backend feature through its index.ts: export what others need there, or move what two features share to common/.',
            },
          ],
        },
      ],
    },
  }));
});

export default defineConfig({
  $schema: './node_modules/oxlint/configuration_schema.json',
  plugins: ['eslint', 'typescript', 'react'],
  categories: { correctness: 'off' },
  // The typed rules below need type information, and a disable comment no rule needs is an error.
  options: { typeAware: true, reportUnusedDisableDirectives: 'error' },
  jsPlugins: ['./lint/oxlint-plugin.mjs'],
  ignorePatterns: [
    '**/node_modules/**',
    '**/dist/**',
    '**/dist-server/**',
    'test-results/**',
    'playwright-report/**',
    '.data*/**',
    '**/*.d.ts',
  ],
  env: { builtin: true },
  globals: {
    process: 'readonly',
    console: 'readonly',
    __dirname: 'readonly',
    module: 'writable',
    require: 'readonly',
    Buffer: 'readonly',
    setTimeout: 'readonly',
    clearTimeout: 'readonly',
    URL: 'readonly',
    fetch: 'readonly',
  },
  rules: { ...jsRecommended, ...jsOnly, ...tsRecommended },
  overrides: [
    {
      // In TypeScript the compiler checks the JavaScript-only rules, and ES2015+ forms are asked for.
      files: ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts'],
      rules: {
        ...Object.fromEntries(Object.keys(jsOnly).map((rule) => [rule, 'off'])),
        'no-var': 'error',
        'prefer-const': ['error', { destructuring: 'any', ignoreReadBeforeAssign: false }],
        'prefer-rest-params': 'error',
        'prefer-spread': 'error',
      },
    },
    {
      // One data-access convention: repositories or the query builder for plain reads and writes;
      // a statement that needs PostgreSQL itself (advisory locks, CTEs, cursors) lives in the
      // *.queries.ts beside the service that runs it, so hand-written SQL is found in those files only.
      files: ['backend/src/**/*.ts'],
      excludeFiles: ['backend/src/**/*.queries.ts', 'backend/src/database/migrations/**', 'backend/src/infra/**'],
      rules: {
        'project/no-raw-query': 'error',
      },
    },
    {
      // The rules of hooks, and complete effect dependencies (the rare deliberate exception says why
      // on its line). The React Compiler's own checks are left out: the SPAs are not compiled by it.
      files: ['public-web/src/**/*.{ts,tsx}', 'admin-web/src/**/*.{ts,tsx}'],
      rules: {
        'react/rules-of-hooks': 'error',
        'react/exhaustive-deps': 'error',
      },
    },
    ...featureImports,
    ...backendFeatureImports,
    {
      // oxlint reads no `/* global */` comment: the browser globals boot.js names in its first line.
      files: ['public-web/boot.js'],
      globals: Object.fromEntries(
        ['document', 'window', 'requestAnimationFrame', 'Element', 'HTMLAnchorElement', 'HTMLInputElement', 'PerformanceObserver'].map(
          (name) => [name, 'readonly'],
        ),
      ),
    },
    {
      files: ['**/*.js', '**/*.cjs'],
      rules: { 'typescript/no-require-imports': 'off', 'project/no-octal': 'error' },
    },
    {
      // Typed (options.typeAware): unawaited promises (including expect(...).resolves/rejects) are bugs in server code and tests.
      files: ['backend/**/*.ts', 'contracts/**/*.ts', 'test/**/*.ts'],
      rules: {
        'typescript/no-floating-promises': 'error',
        'typescript/await-thenable': 'error',
      },
    },
  ],
});
