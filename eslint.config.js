// @ts-check
import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Folders of packages/features/src that are shared plumbing, not features. */
const featureInfrastructure = new Set(['api', 'store', 'i18n', 'test', 'testing', 'shared']);
const features = readdirSync(new URL('./packages/features/src', import.meta.url), {
  withFileTypes: true,
})
  .filter((d) => d.isDirectory() && !featureInfrastructure.has(d.name))
  .map((d) => d.name);

// Tests, stories and benchmarks may reach behind public entries: they exercise the internals.
const testFiles = [
  '**/*.test.{ts,tsx}',
  '**/*.stories.{ts,tsx}',
  '**/test/**',
  '**/testing/**',
  '**/bench/**',
];

/** Importing another package's files by relative path skips its public entry. */
const noReachingIntoPackages = ['ui', 'features', 'app', 'mocks'].map((pkg) => ({
  group: [`**/${pkg}/src/**`],
  message: `Import @atrium/${pkg} through its package entry, not by path.`,
}));

/**
 * File names are kebab-case (`order-list-page.tsx`, `use-list-page.ts`): one spelling to search
 * for, and no case-only renames that some file systems cannot see. Dots separate the kinds
 * (`.stories`, `.test`, `.browser.test`, `.d`).
 */
const kebabCaseFileName = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;
const atriumPlugin = {
  rules: {
    'file-name-case': {
      meta: {
        type: 'suggestion',
        docs: { description: 'File names are kebab-case.' },
        schema: [],
        messages: { kebab: 'Name this file in kebab-case ("{{suggestion}}").' },
      },
      /** @param {import('eslint').Rule.RuleContext} context */
      create(context) {
        const name = context.filename.split(/[\\/]/).pop() ?? '';
        return {
          Program(node) {
            if (name === '<input>' || name === '<text>' || kebabCaseFileName.test(name)) return;
            const suggestion = name
              .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
              .replace(/[_\s]+/g, '-')
              .toLowerCase();
            context.report({ node, messageId: 'kebab', data: { suggestion } });
          },
        };
      },
    },
  },
};

const storybookTestImport = {
  selector: "ImportDeclaration[source.value='@storybook/test']",
  message: "Storybook 10: import from 'storybook/test'.",
};

/** @param {string[]} forbidden @param {string} reason */
const noPackages = (forbidden, reason) => forbidden.map((name) => ({ name, message: reason }));

/**
 * The fake API's entries other than its plain data: `@atrium/mocks/values` (value sets) may be
 * imported at runtime, `@atrium/mocks/types` holds types only, `@atrium/mocks/worker-url` is the
 * service worker's address (the app's start script registers it); every other subpath runs MSW or
 * the db. (`@atrium/mocks` itself is a `paths` entry: patterns match subpaths.)
 * @param {string} message
 */
const noFakeApiSubpaths = (message) => ({
  group: [
    '@atrium/mocks/*',
    '!@atrium/mocks/values',
    '!@atrium/mocks/types',
    '!@atrium/mocks/worker-url',
  ],
  message,
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'coverage/**',
      '.bench/**',
      'packages/app/public/mockServiceWorker.js',
      '**/__screenshots__/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
  },
  reactHooks.configs.flat['recommended-latest'] ?? reactHooks.configs['recommended-latest'],
  jsxA11y.flatConfigs.recommended,
  ...storybook.configs['flat/recommended'],
  {
    plugins: { atrium: atriumPlugin },
    rules: {
      'atrium/file-name-case': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      'no-restricted-syntax': ['error', storybookTestImport],
    },
  },
  // features lay out through ui primitives and theme tokens, not inline styles with raw values.
  {
    files: ['packages/features/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        storybookTestImport,
        {
          selector: "JSXAttribute[name.name='style']",
          message:
            'Lay features out with ui primitives (Stack, Grid, Box, Card…) and theme tokens, not inline styles.',
        },
      ],
    },
  },
  // ui: the design system knows no app, feature, fake API, Redux or data fetching.
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: noPackages(
            [
              '@atrium/features',
              '@atrium/app',
              '@atrium/mocks',
              'react-redux',
              '@reduxjs/toolkit',
              '@reduxjs/toolkit/query',
              '@reduxjs/toolkit/query/react',
            ],
            'packages/ui imports no internal package, no Redux and no data fetching.',
          ),
          patterns: noReachingIntoPackages,
        },
      ],
    },
  },
  // mocks: the fake API knows no React.
  {
    files: ['packages/mocks/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: noPackages(
            [
              'react',
              'react-dom',
              'styled-components',
              'react-redux',
              '@atrium/ui',
              '@atrium/features',
              '@atrium/app',
            ],
            'packages/mocks knows no React and no other Atrium package.',
          ),
          patterns: noReachingIntoPackages,
        },
      ],
    },
  },
  // features: never the app; the fake API only in stories and tests; other features only via their index.
  ...['', ...features].map((feature) => ({
    files: [
      feature
        ? `packages/features/src/${feature}/**/*.{ts,tsx}`
        : 'packages/features/**/*.{ts,tsx}',
    ],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: noPackages(
            ['@atrium/app', '@atrium/mocks'],
            'features never import the app; the fake API only in stories and tests.',
          ),
          patterns: [
            ...noReachingIntoPackages,
            noFakeApiSubpaths(
              'The fake API only in stories and tests; its value sets from @atrium/mocks/values.',
            ),
            ...features
              .filter((other) => other !== feature)
              .map((other) => ({
                group: [`**/${other}/**`, `!**/${other}/index.ts`],
                message: `Use the ${other} feature through its public index.ts.`,
              })),
          ],
        },
      ],
    },
  })),
  // app: wiring only; the fake API only in its dev entry, stories and tests.
  {
    files: ['packages/app/**/*.{ts,tsx}'],
    ignores: [...testFiles, 'packages/app/src/main.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: noPackages(
            ['@atrium/mocks'],
            'The app uses the fake API only in its dev entry, stories and tests.',
          ),
          patterns: [
            ...noReachingIntoPackages,
            noFakeApiSubpaths(
              'The app uses the fake API only in its dev entry, stories and tests; its value sets from @atrium/mocks/values.',
            ),
          ],
        },
      ],
    },
  },
  // Plain JavaScript (configs, scripts) has no type information to lint with.
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
