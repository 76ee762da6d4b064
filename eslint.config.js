import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import layerBoundaries from './eslint/rules/layer-boundaries.js';
import noImportCycle from './eslint/rules/no-import-cycle.js';

const root = import.meta.dirname;

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-e2e',
      'dist-e2e-live',
      'dist-perf',
      'reports',
      'coverage',
      'src/generated',
      'public',
      'docs/machines',
      'node_modules',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat['recommended-latest'],
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: {
      'check-file': checkFile,
      import: importPlugin,
      academy: { rules: { 'layer-boundaries': layerBoundaries, 'no-import-cycle': noImportCycle } },
    },
    settings: {
      'import/resolver': { typescript: { project: `${root}/tsconfig.json` } },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'academy/layer-boundaries': ['error', { root }],
      'import/no-cycle': 'error',
      // import/no-cycle skips type-only imports; this one counts them (eslint/rules).
      'academy/no-import-cycle': ['error', { root }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{src,mocks,tests,scripts,eslint}/**/': 'KEBAB_CASE' },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // Node scripts and tests report on the console.
    files: ['scripts/**', 'tests/**', 'mocks/server/**', '*.config.ts'],
    rules: { 'no-console': 'off' },
  },
);
