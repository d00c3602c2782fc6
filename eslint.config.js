import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-e2e/**',
      'data/**',
      '**/.tmp/**',
      '**/test-results/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Type-aware rules where a forgotten await loses an error or a transaction: the server, the
    // contract and the web (each file is checked with its own tsconfig through the project service).
    files: [
      'packages/contract/{src,test}/**/*.ts',
      'apps/server/{src,test,bench}/**/*.ts',
      'apps/web/src/**/*.{ts,tsx}',
    ],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // A feature may use shared code (components, lib, app) but never another feature's internals.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./\\.\\./(?!index)[a-z-]+/(api|components|routes|hooks)/',
              message: 'Import another feature through its index.ts, not its internals.',
            },
          ],
        },
      ],
    },
  },
);
