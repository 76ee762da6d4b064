import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import layerBoundaries from './eslint/rules/layer-boundaries.js';
import noImportCycle from './eslint/rules/no-import-cycle.js';
import noRawBrowserStorage from './eslint/rules/no-raw-browser-storage.js';

const root = import.meta.dirname;

/** @xstate/react's own hooks, refused in src/ beside the one binding (the blocks below). */
const xstateReactHooks = {
  name: '@xstate/react',
  importNames: ['useMachine', 'useActorRef', 'useActor', 'createActorContext'],
  message:
    'Bind a machine with useMachineBinding / useActorBinding (src/entities/machine-binding/): they keep one actor through StrictMode, so no cancelled call lands as a failure.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'contract/dist',
      'dist-e2e',
      'dist-e2e-live',
      'dist-perf',
      'dist-best-practices',
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
      academy: {
        rules: {
          'layer-boundaries': layerBoundaries,
          'no-import-cycle': noImportCycle,
          'no-raw-browser-storage': noRawBrowserStorage,
        },
      },
    },
    rules: {
      'academy/layer-boundaries': ['error', { root }],
      // Import cycles, type-only imports included (eslint/rules/no-import-cycle.js). It replaced
      // eslint-plugin-import's no-cycle, which skipped type-only imports and took 87 % of the
      // lint's time (76 of 87 s on a 2-core machine).
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
    // Journeys wait for what a user would see, never for the clock or the network going quiet
    // (issue 41: each of these was the cause of a flaky test). Reload with reloadSettled.
    files: ['tests/browser/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='reload']",
          message:
            'Reload with reloadSettled(page) (tests/browser/support/app.ts): a reload with an API call on the way cuts it off from the mock.',
        },
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message:
            'A fixed wait races on a slow machine: wait for the visible state (or the positive signal) instead.',
        },
        {
          selector: "Literal[value='networkidle']",
          message:
            "'networkidle' waits for 500 ms of silence, which realtime and polling never give: wait for the visible state, or settled(page).",
        },
      ],
    },
  },
  {
    // One binding of machines to React (src/entities/machine-binding/): @xstate/react's own hooks
    // revive a stopped actor under StrictMode, and its aborted calls then settle as failures.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/entities/machine-binding/use-machine-binding.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [xstateReactHooks],
        },
      ],
    },
  },
  {
    // Every actor of the app is started by that binding, which hands it the inspector
    // (src/lib/machine-inspection.ts): an actor created elsewhere would not show in the inspector
    // nor survive StrictMode's remount. Tests start actors themselves to walk them.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/entities/machine-binding/use-machine-binding.ts', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            xstateReactHooks,
            {
              name: 'xstate',
              importNames: ['createActor', 'interpret'],
              message:
                'Start an actor with useMachineBinding / useActorBinding (src/entities/machine-binding/): it streams to the inspector and survives StrictMode.',
            },
          ],
        },
      ],
    },
  },
  {
    // Browser storage and object URLs have one home each (eslint/rules/no-raw-browser-storage.js).
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      // Tests set up and inspect stored values by their keys, as a browser holds them.
      'src/**/*.test.{ts,tsx}',
      // The homes themselves.
      'src/lib/storage/browser-storage.ts',
      'src/lib/browser/save-file.ts',
      'src/components/ui/use-object-url.ts',
      // Inlined into every page before the app starts (its source, by Function.prototype.toString,
      // scripts/early-input-guard-html.ts): it can import nothing, so it keeps the language under
      // storedValues.language's key (`lang`) itself, with the same care for a refusing storage.
      'src/app/first-screen/early-language-menu.ts',
    ],
    rules: { 'academy/no-raw-browser-storage': 'error' },
  },
  {
    // Node scripts and tests report on the console.
    files: ['scripts/**', 'tests/**', 'mocks/server/**', '*.config.ts'],
    rules: { 'no-console': 'off' },
  },
);
