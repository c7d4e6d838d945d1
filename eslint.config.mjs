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
    // Unawaited promises (including expect(...).resolves/rejects) are bugs in server code and tests.
    files: ['backend/**/*.ts', 'contracts/**/*.ts', 'test/**/*.ts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
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
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Layout is Prettier's (checked by npm run lint); no lint rule argues with it.
  prettier,
);
