import { composeStories, type ReactRenderer } from '@storybook/react-vite';
import type { ComposedStoryFn } from 'storybook/internal/types';
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';

type StoryModule = Parameters<typeof composeStories>[0];

const modules = import.meta.glob<StoryModule>('../../packages/*/src/**/*.stories.tsx', {
  eager: true,
});

/** The three modes every story is checked in. */
const modes = {
  'light-en-ltr': { mode: 'light', language: 'en', direction: 'auto' },
  'dark-en-ltr': { mode: 'dark', language: 'en', direction: 'auto' },
  'light-ar-rtl': { mode: 'light', language: 'ar', direction: 'auto' },
} as const;

let canvas: HTMLElement | undefined;
afterEach(() => {
  canvas?.remove();
  canvas = undefined;
});

for (const [path, module] of Object.entries(modules)) {
  // A module typed generically composes to unknown values; each one is a composed story.
  const stories: ComposedStoryFn<ReactRenderer>[] = Object.values(composeStories(module));
  describe(path.replace(/^.*packages\//, ''), () => {
    for (const story of stories) {
      // A story opts out with the `no-visual` tag (e.g. one that only exists to test behaviour).
      if (story.tags.includes('no-visual')) continue;
      for (const [modeName, globals] of Object.entries(modes)) {
        test(`${story.id} ${modeName}`, async () => {
          canvas = document.createElement('div');
          canvas.style.padding = '16px';
          canvas.style.display = 'inline-block';
          canvas.style.minInlineSize = '320px';
          document.body.appendChild(canvas);
          await story.run({ canvasElement: canvas, globals: { ...story.globals, ...globals } });
          await document.fonts.ready;
          await expect
            .element(page.elementLocator(canvas))
            .toMatchScreenshot(`${story.id}--${modeName}`);
        });
      }
    }
  });
}
