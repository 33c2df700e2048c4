import { expect, within } from 'storybook/test';

import { listStoryStates, type ListStoryOptions } from './list-stories.ts';

/** What the stories of a details page (one item under `:id`) need, in one description. */
export interface DetailsStoryOptions extends Omit<ListStoryOptions, 'emptyBody' | 'emptyCheck'> {
  /** The route's pattern (`ecommercePaths[...]`): the router's `path`. */
  path: string;
  /** The URL the stories open unless they say otherwise (the route's `href()` for a seeded id). */
  initialEntry: string;
}

interface CanvasContext {
  canvasElement: HTMLElement;
}

/**
 * A details page's stories file from one description: `meta` holds the meta's fields but its
 * title, `at(url)` the router parameters of a story opening another URL of the route, `loading`
 * and `serverError` the item's call never answering and failing (the list kit's states fit any
 * call the page waits on), and `notFound(url, testId)` the not-found state of an id the fake API
 * does not have.
 */
export function detailsPageStories<C>(component: C, options: DetailsStoryOptions) {
  const at = (initialEntry: string) => ({ router: { initialEntry, path: options.path } });
  const states = listStoryStates({ ...options, emptyBody: {} });
  return {
    meta: { component, parameters: { layout: 'padded', ...at(options.initialEntry) } },
    at,
    loading: states.loading,
    serverError: states.serverError,
    /** Opens `url`: the element `[data-testid=testId]` appears and passes `check` (visible). */
    notFound: (
      url: string,
      testId: string,
      check: (element: HTMLElement) => Promise<unknown> = (element) =>
        expect(element).toBeVisible(),
    ) => ({
      parameters: at(url),
      play: async ({ canvasElement }: CanvasContext) => {
        await check(await within(canvasElement).findByTestId(testId));
      },
    }),
  };
}
