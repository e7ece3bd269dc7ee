import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import grimoire from './apps/web/lint/feature-boundaries.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/build/**', '**/dist/**', '**/.react-router/**', 'data/**', '**/test-results/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks, grimoire },
    rules: {
      'grimoire/feature-boundaries': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mantine/core',
              importNames: ['Table'],
              message: 'Use ui/table/Table: the same API without the Table module (its ScrollArea and floating-ui) in every first load; wide tables go in ui/TableScroll.',
            },
            {
              name: '@mantine/core',
              importNames: ['Grid', 'SimpleGrid'],
              message: 'Use ui/grid/Grid or ui/grid/SimpleGrid: the same layout in CSS, without computing it in the browser.',
            },
            {
              name: 'react-i18next',
              importNames: ['useTranslation'],
              message: 'Use app/i18n/use-translation: the same `t` without a copy of the i18n instance on every mount.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          // eslint-plugin-react's jsx-no-comment-textnodes, for the one rule we need from it.
          selector: 'JSXText[value=/(^|\\n)\\s*\\/\\/|\\/\\*/]',
          message: 'A comment written as JSX text is shown on the page: wrap it in {/* */}.',
        },
      ],
    },
  },
);
