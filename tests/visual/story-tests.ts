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

/**
 * The story's height once two readings 50 ms apart agree (at most about a second and a half): a
 * part that arrives a moment after the play function ends (a toast, a refetched list, a lazy
 * section) would otherwise be measured half-drawn.
 */
async function settledHeight(element: HTMLElement): Promise<number> {
  let height = element.getBoundingClientRect().height;
  for (let reading = 0; reading < 30; reading += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const next = element.getBoundingClientRect().height;
    if (next === height) return height;
    height = next;
  }
  return height;
}

/**
 * How each try at a picture measures the story: the first two once its height holds (the height
 * it ends at, not a loading skeleton's a moment before), the last at once, from the 800 px
 * viewport, for a story whose height never holds.
 */
const measures = [
  settledHeight,
  settledHeight,
  (element: HTMLElement) => Promise.resolve(element.getBoundingClientRect().height),
];

/**
 * Compares the story's picture with its baseline. The viewport grows to fit a story taller than
 * 800 px (a page taller than the viewport is only partly painted), and Vitest scales the test
 * frame to fit the browser window, so the picture's scale follows the height measured here: a
 * story measured while still changing (a rollback's toast arriving, a day view laying out) is
 * pictured at another scale than its baseline, and no number of equal screenshots afterwards can
 * match. So a differing picture is measured again from the 800 px viewport, and only a picture
 * that differs on every try fails.
 */
async function pictureMatches(element: HTMLElement, name: string) {
  for (const [index, measure] of measures.entries()) {
    await page.viewport(1280, 800);
    const height = await measure(element);
    // Capped, so a runaway story cannot eat memory.
    if (height > 800) await page.viewport(1280, Math.min(6000, Math.ceil(height) + 32));
    // A dialog (a confirm's alertdialog too), drawer, menu or popover renders in a portal outside
    // the story's box: then the whole page is the picture, or the overlay would be cut off.
    const overlay = [
      ...document.querySelectorAll(
        '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]',
      ),
    ].some((el) => !element.contains(el));
    try {
      await expect
        .element(page.elementLocator(overlay ? document.body : element))
        .toMatchScreenshot(name);
      return;
    } catch (error) {
      if (index === measures.length - 1) throw error;
      console.warn(`${name}: picture differed on try ${index + 1}, measuring again`);
    }
  }
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
    const stories = Object.entries<Story>(composeStories(module));
    const exports = module as unknown as Record<string, StoryAnnotations['story']>;
    describe(path.replace(/^.*packages\//, ''), () => {
      for (const [exportName, story] of stories) {
        // The story test proper (its play function, then axe) runs once per story: in its own
        // globals and viewport when it has some, or as the first picture's run.
        const ownSetting = hasOwnSetting(story, {
          meta: exports.default,
          story: exports[exportName],
        });
        if (ownSetting) {
          test(`${story.id} story test`, async () => {
            await viewportOf(story);
            await runStory(story, story.globals, { axe: true });
          });
        }
        // A story opts out with the `no-visual` tag (e.g. one that only exists to test behaviour).
        if (story.tags.includes('no-visual')) continue;
        const storyModes = path.includes('/ui/src/') ? { ...modes, ...designSystemModes } : modes;
        for (const [modeName, globals] of Object.entries(storyModes)) {
          test(`${story.id} ${modeName}`, async () => {
            await runStory(
              story,
              { ...story.globals, ...globals },
              { axe: !ownSetting && modeName === storyTestMode },
            );
            await document.fonts.ready;
            await finiteAnimationsEnded();
            await pictureMatches(canvas!, `${story.id}--${modeName}`);
          });
        }
      }
    });
  }
}

/** The mode whose picture run is also the story test of a story without settings of its own. */
const storyTestMode: keyof typeof modes = 'light-en-ltr';

type Story = ComposedStoryFn<ReactRenderer>;

/**
 * Renders the story into a fresh canvas and plays it; with `axe`, the accessibility addon checks
 * the page afterwards and a violation fails the test, as in Storybook's own test run.
 */
async function runStory(story: Story, globals: Story['globals'], { axe }: { axe: boolean }) {
  canvas = document.createElement('div');
  canvas.style.padding = '16px';
  canvas.style.display = 'inline-block';
  canvas.style.minInlineSize = '320px';
  document.body.appendChild(canvas);
  // The composed story keeps one report list for all its runs: each run reads only its own.
  story.reporting.reports.length = 0;
  await story.run({ canvasElement: canvas, globals: { ...globals, a11y: { manual: !axe } } });
  const failed = story.reporting.reports.filter((report) => report.status === 'failed');
  if (failed.length > 0) {
    throw new Error(
      `Accessibility check failed:\n${JSON.stringify(failed.map(violationsOf), null, 2)}`,
    );
  }
}

/** What a failed axe report says, short: each rule broken and where. */
function violationsOf(report: { result?: unknown }) {
  const result = report.result as
    | { violations?: { id: string; help: string; nodes: { target: unknown }[] }[]; error?: unknown }
    | undefined;
  if (!result?.violations) return { error: String(result?.error) };
  return result.violations.map((violation) => ({
    rule: violation.id,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target),
  }));
}

/**
 * Whether the story or its file sets globals (a language, a mode, a viewport) or a viewport of its
 * own, which the picture modes override: then its story test is a run of its own, in those.
 */
function hasOwnSetting(story: Story, annotations: StoryAnnotations): boolean {
  const own = { ...annotations.meta?.globals, ...annotations.story?.globals };
  return Object.keys(own).length > 0 || Boolean(viewportName(story));
}

/** The `globals` a file's meta and one of its stories declare (CSF annotations). */
interface StoryAnnotations {
  meta?: { globals?: Record<string, unknown> };
  story?: { globals?: Record<string, unknown> };
}

function viewportName(story: Story): string | undefined {
  const fromGlobals = (story.globals.viewport as { value?: string } | undefined)?.value;
  const fromParameters = (story.parameters.viewport as { defaultViewport?: string } | undefined)
    ?.defaultViewport;
  return fromGlobals ?? fromParameters;
}

/** The story's own viewport (one of the preview's named sizes), as Storybook's test run sets it. */
async function viewportOf(story: Story) {
  const name = viewportName(story);
  if (!name) return;
  const options = (
    story.parameters.viewport as
      { options?: Record<string, { styles: { width: string; height: string } }> } | undefined
  )?.options;
  const size = options?.[name]?.styles;
  if (!size) throw new Error(`${story.id}: no viewport named ${name} in the preview`);
  await page.viewport(Number.parseInt(size.width, 10), Number.parseInt(size.height, 10));
}
