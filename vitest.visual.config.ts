import { resolve } from 'node:path';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

import { browserPage, chromiumBrowser } from './vitest.shared.ts';

/**
 * Offline visual regression: every story in light/en/LTR, dark/en/LTR and light/ar/RTL, compared
 * with the baselines committed under tests/visual/__screenshots__. `npm run test:visual -- --update`
 * refreshes them; diffs land in .vitest-attachments/.
 */
export default defineConfig({
  plugins: [react()],
  ...browserPage(),
  test: {
    name: 'visual',
    include: ['tests/visual/**/*.visual.test.tsx'],
    setupFiles: ['tests/visual/setup.ts'],
    testTimeout: 30_000,
    // One more go, the story run afresh: a picture that differs from its baseline on both runs is
    // a regression, while one run off on a loaded CI machine (once in 4,552 pictures, a dialog 152
    // pixels off with no change behind it) no longer sinks the whole run. Vitest prints
    // `(retry x1)` beside a picture that needed it.
    retry: 1,
    // The stories are split over several files (tests/visual/story-tests.ts) so that two browser
    // pages take screenshots at once: one page leaves a core idle while Node compares pictures.
    // VISUAL_WORKERS overrides it (1 to run one file after another).
    maxWorkers: Number(process.env.VISUAL_WORKERS) || 2,
    browser: {
      ...chromiumBrowser(),
      screenshotFailures: false,
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          // Anti-aliasing differs by a few pixels between otherwise identical runs; a count, not a
          // ratio, so a changed figure on a tall page ("$3M" → "$3,036,149") still fails.
          comparatorOptions: { threshold: 0.2, allowedMismatchedPixels: 150 },
          // One folder for every shard file, the one the baselines were made in, whichever file
          // takes a story: `<story id>--<mode>-<browser>-<platform>.png`.
          resolveScreenshotPath: ({ arg, browserName, ext, platform, root, screenshotDirectory }) =>
            resolve(
              root,
              'tests/visual',
              screenshotDirectory,
              'stories.visual.test.tsx',
              `${arg}-${browserName}-${platform}${ext}`,
            ),
        },
      },
    },
  },
});
