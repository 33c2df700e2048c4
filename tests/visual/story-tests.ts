import { composeStories, type ReactRenderer } from '@storybook/react-vite';
import type { ComposedStoryFn } from 'storybook/internal/types';
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';

type StoryModule = Parameters<typeof composeStories>[0];

/** Every story file, loaded only by the shard it falls to. */
const loaders = Object.entries(
  import.meta.glob<StoryModule>('../../packages/*/src/**/*.stories.tsx'),
).sort(([a], [b]) => a.localeCompare(b));

/**
 * The test files (`stories-<n>.visual.test.tsx`, n from 1) that share the stories, counted (not
 * loaded) here: a file added is a shard more. Vitest runs files, not tests, in parallel browser
 * pages (`maxWorkers` in vitest.visual.config.ts), and CI machines can split them (`--shard`);
 * more files than pages keeps the last page from finishing alone long after the others.
 */
const SHARDS = Object.keys(import.meta.glob('./stories-*.visual.test.tsx')).length;

/** The three modes every story is checked in. */
const modes = {
  'light-en-ltr': { mode: 'light', language: 'en', direction: 'auto' },
  'dark-en-ltr': { mode: 'dark', language: 'en', direction: 'auto' },
  'light-ar-rtl': { mode: 'light', language: 'ar', direction: 'auto' },
} as const;

/**
 * Design-system stories are also checked in the bordered skin with other primary colours (* each skin and colour), amber in light and coral in dark: the two presets whose derived shades
 * are hardest to keep readable. The theme's contrast tests cover every preset's numbers.
 */
const designSystemModes = {
  'bordered-light-amber': {
    mode: 'light',
    skin: 'bordered',
    primary: '#FFB400',
    language: 'en',
    direction: 'auto',
  },
  'bordered-dark-coral': {
    mode: 'dark',
    skin: 'bordered',
    primary: '#FF4C51',
    language: 'en',
    direction: 'auto',
  },
} as const;

/**
 * Waits (at most 2 s) for the CSS animations and transitions that end (a toast sliding in, a menu
 * fading) to end: the screenshot matcher needs two equal pictures in a row, and on a busy machine
 * an entrance can outlast its patience. Endless ones (spinners, skeleton shimmer) are left running.
 */
async function finiteAnimationsEnded() {
  const ending = document
    .getAnimations()
    .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
    .map((animation) => animation.finished.catch(() => undefined));
  await Promise.race([Promise.all(ending), new Promise((resolve) => setTimeout(resolve, 2000))]);
}

let canvas: HTMLElement | undefined;
afterEach(async () => {
  canvas?.remove();
  canvas = undefined;
  await page.viewport(1280, 800);
});

/**
 * Declares the screenshot tests of one shard: every `SHARDS`-th story file from `shard` (1-based)
 * on, in path order, so each file gets ui and feature stories alike.
 */
export async function defineStoryTests(shard: number): Promise<void> {
  if (!Number.isInteger(shard) || shard < 1 || shard > SHARDS) {
    throw new Error(
      `Shard ${shard} is not one of 1 to ${SHARDS}: name the files stories-1 to stories-${SHARDS}`,
    );
  }
  const mine = loaders.filter((_, index) => index % SHARDS === shard - 1);
  const modules = await Promise.all(
    mine.map(async ([path, load]) => [path, await load()] as const),
  );
  for (const [path, module] of modules) {
    // A module typed generically composes to unknown values; each one is a composed story.
    const stories: ComposedStoryFn<ReactRenderer>[] = Object.values(composeStories(module));
    describe(path.replace(/^.*packages\//, ''), () => {
      for (const story of stories) {
        // A story opts out with the `no-visual` tag (e.g. one that only exists to test behaviour).
        if (story.tags.includes('no-visual')) continue;
        const storyModes = path.includes('/ui/src/') ? { ...modes, ...designSystemModes } : modes;
        for (const [modeName, globals] of Object.entries(storyModes)) {
          test(`${story.id} ${modeName}`, async () => {
            canvas = document.createElement('div');
            canvas.style.padding = '16px';
            canvas.style.display = 'inline-block';
            canvas.style.minInlineSize = '320px';
            document.body.appendChild(canvas);
            await story.run({ canvasElement: canvas, globals: { ...story.globals, ...globals } });
            await document.fonts.ready;
            await finiteAnimationsEnded();
            // A page taller than the viewport is only partly painted in a screenshot: grow the
            // viewport to fit the story first (capped, so a runaway story cannot eat memory).
            const { height } = canvas.getBoundingClientRect();
            if (height > 800) await page.viewport(1280, Math.min(6000, Math.ceil(height) + 32));
            // A dialog (a confirm's alertdialog too), drawer, menu or popover renders in a portal
            // outside the story's box: then the whole page is the picture, or the overlay would be
            // cut off.
            const overlay = [
              ...document.querySelectorAll(
                '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]',
              ),
            ].some((el) => !canvas?.contains(el));
            await expect
              .element(page.elementLocator(overlay ? document.body : canvas))
              .toMatchScreenshot(`${story.id}--${modeName}`);
          });
        }
      }
    });
  }
}
