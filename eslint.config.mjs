import * as fs from 'node:fs';
import * as path from 'node:path';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The public SPA's features (public-web/src/features/<feature>/) do not import each other: what
// two of them share goes in components/, hooks/, lib/ or api/ (calls), and the app (src/app/)
// puts features together. An import is a path from its own file, so the rule is written per
// depth: from a file N folders below features/, N steps up reach features/, and the next name
// is a feature.
const featureImports = [1, 2, 3, 4].map((depth) => ({
  files: [`public-web/src/features/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(\\.\\./){${depth}}(?!\\.\\./)|/features/`,
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
// entity for the data source and the migration CLI, which load no module.
const BACKEND = 'backend/src';
const SHARED = ['common', 'config', 'database'];
const backendFolders = fs
  .readdirSync(path.join(import.meta.dirname, BACKEND), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'cli')
  .map((entry) => entry.name);

const featureEntryRule = (own, depth) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          regex: `^(\\.\\./){${depth}}(?!(?:${[own, ...SHARED].join('|')})/)[^./][^/]*/`,
          message:
            'Import another backend feature through its index.ts: export what others need there, or move what two features share to common/.',
        },
      ],
    },
  ],
});
const backendFeatureImports = backendFolders.flatMap((folder) =>
  [1, 2, 3].map((depth) => ({
    files: [`${BACKEND}/${folder}/${'*/'.repeat(depth - 1)}*.ts`],
    ignores: [`${BACKEND}/database/entities.ts`],
    rules: featureEntryRule(folder, depth),
  })),
);

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-server/**', 'test-results/**', 'playwright-report/**', '.data*/**', '**/*.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
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
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-empty-pattern': 'off',
    },
  },
  {
    // One data-access convention: repositories or the query builder for plain reads and writes;
    // a statement that needs PostgreSQL itself (advisory locks, CTEs, cursors) lives in the
    // *.queries.ts beside the service that runs it, so hand-written SQL is found in those files only.
    files: ['backend/src/**/*.ts'],
    ignores: ['backend/src/**/*.queries.ts', 'backend/src/database/migrations/**', 'backend/src/infra/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='query']",
          message: 'Use a repository or the query builder; SQL that needs PostgreSQL itself goes in a *.queries.ts beside its service.',
        },
      ],
    },
  },
  {
    // The rules of hooks, and complete effect dependencies (the rare deliberate exception says why
    // on its line). The React Compiler's own checks are left out: the SPAs are not compiled by it.
    files: ['public-web/src/**/*.{ts,tsx}', 'admin-web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...featureImports,
  ...backendFeatureImports,
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Layout is Prettier's (checked by npm run lint); no lint rule argues with it.
  prettier,
);
