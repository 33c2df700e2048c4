import { fileURLToPath } from 'node:url';

import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

import { browserPage, chromiumBrowser } from './vitest.shared.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

// One more go for a failed test: a regression fails both times, while a timing miss on a loaded
// 2-core CI machine (a frame late, a service worker slow to answer) no longer sinks a whole run.
const retry = 1;

export default defineConfig({
  test: {
    // Vitest's default is a core less than the machine has: one worker on the 2-core CI machine,
    // which left a core idle whenever the unit tests ran alone.
    maxWorkers: 2,
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          retry,
          environment: 'jsdom',
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', '**/*.browser.test.{ts,tsx}'],
          setupFiles: ['tests/setup-unit.ts'],
          // A limit for a stuck test, not a speed check: waits inside a test go up to 5 s.
          testTimeout: 20_000,
        },
      },
      {
        plugins: [react()],
        ...browserPage(),
        test: {
          name: 'browser',
          retry,
          include: [
            'packages/*/src/**/*.browser.test.{ts,tsx}',
            'tests/browser/**/*.browser.test.{ts,tsx}',
          ],
          browser: chromiumBrowser(),
        },
      },
      // Storybook's own runner of the story tests, for its test panel (`npm run test:stories`).
      // `npm test` and CI run the same play functions and axe checks once per story in the visual
      // run instead (tests/visual/story-tests.ts), which renders every story anyway.
      {
        plugins: [
          storybookTest({ configDir: `${root}.storybook`, storybookScript: 'npm run storybook' }),
        ],
        ...browserPage(),
        test: {
          name: 'storybook',
          retry,
          browser: chromiumBrowser(),
        },
      },
      {
        test: {
          name: 'e2e',
          retry,
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A poll waits for the page to get somewhere, it does not time it: on a loaded 2-core
          // machine a reload that restarts the fake API can take longer than the 1 s default.
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
