import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

// Oxlint (.oxlintrc.json) runs the TypeScript rules, the type-aware ones included, on every file.
// ESLint keeps what Oxlint has no match for: the React Compiler's rules of eslint-plugin-react-hooks
// and the web app's import boundary between features.
export default [
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser },
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
];
