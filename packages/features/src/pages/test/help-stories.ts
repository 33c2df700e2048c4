import { delay, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { helpCenterHandlers, pagesHandlers } from '@atrium/mocks';

import { withListAnswer } from '../../test/list-stories.ts';
import { patient } from '../../test/story-handlers.ts';

export { patient };

/** Which fake-API group answers an endpoint of these pages. */
const groups = {
  pages: pagesHandlers,
  helpCenter: helpCenterHandlers,
} as const;

interface CanvasContext {
  canvasElement: HTMLElement;
}

export interface HelpStoryOptions {
  /** The handler group answering `endpoint`. */
  domain: keyof typeof groups;
  /** The call the page waits on, e.g. `'*\/api/pages/faq'`. */
  endpoint: string;
  /** The route's pattern. */
  path: string;
  /** The URL the stories open unless they say otherwise (the route's path by default). */
  initialEntry?: string;
  errorTestId: string;
  /** What the retry of `serverError` loads. */
  loadedTestId: string;
}

/**
 * A FAQ or help-center page's stories file from one description: `meta` holds the meta's fields
 * but its title; `loading` never answers the page's call (the skeleton, `role=status`) and
 * `serverError` fails it until its retry is pressed, which then loads `loadedTestId`.
 */
export function helpPageStories<C>(
  component: C,
  { domain, endpoint, path, initialEntry, errorTestId, loadedTestId }: HelpStoryOptions,
) {
  const options = { domain, handlers: groups[domain], endpoint, emptyBody: {} };
  let failing = true;
  return {
    meta: { component, parameters: at(path, initialEntry) },
    loading: {
      parameters: withListAnswer(options, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
      play: async ({ canvasElement }: CanvasContext) => {
        await waitFor(
          () => expect(canvasElement.querySelector('[role="status"]')).not.toBeNull(),
          patient,
        );
      },
    },
    serverError: {
      parameters: withListAnswer(options, () =>
        failing ? HttpResponse.json({ message: 'Server error' }, { status: 500 }) : undefined,
      ),
      beforeEach: () => {
        failing = true;
      },
      play: async ({ canvasElement }: CanvasContext) => {
        const error = await within(canvasElement).findByTestId(errorTestId, {}, patient);
        failing = false;
        await userEvent.click(within(error).getByRole('button'));
        await within(canvasElement).findByTestId(loadedTestId, {}, patient);
      },
    },
  };
}

/** Router parameters of a story opening `initialEntry` on the route `path`. */
export const at = (path: string, initialEntry: string = path) => ({
  layout: 'padded',
  router: { initialEntry, path },
});
