import { expect, userEvent, waitFor, within } from 'storybook/test';

import { failingHandler, loadingHandler } from './dashboard-card-stories.ts';
import { patient, type withDomain } from './story-handlers.ts';

type WithOverrides = ReturnType<typeof withDomain>;

interface PagePlayContext {
  canvasElement: HTMLElement;
}

/** What a dashboard page's stories file says about its page. */
export interface DashboardPageStoryOptions {
  /** The page's route, where the story's router opens it. */
  path: string;
  /** Every call of the page's cards, as MSW matches them (a path pattern starting with a wildcard). */
  urls: readonly string[];
  /** The fake-API domain that answers them: `withDomain('academy')`. */
  withHandlers: WithOverrides;
  /** The prefix of the cards' test ids: `academy` for `academy-card-<id>`. */
  cardPrefix: string;
}

/** One card failing, then recovering on Retry, while a neighbour shows its figures. */
export interface OneFailingOptions {
  /** The failing card's id (`academy-card-<id>`) and call. */
  card: string;
  url: string;
  /** Finds the failing card's figures once the retry has brought them. */
  ready: (card: HTMLElement) => Promise<unknown>;
  /** A neighbour's id, and what shows its figures. */
  neighbour: string;
  neighbourReady: (card: HTMLElement) => Promise<unknown>;
}

/**
 * A dashboard page's stories from one place: `meta` (the fields but its title and component),
 * `card(canvas, id)` (finds a card by its id), `Loading` (every call in flight: each card shows its
 * own skeleton), `AllFailing` (every call fails: each card fails on its own, the page still
 * stands) and `oneFailing(...)` (one card fails and recovers on Retry, its neighbour unaffected).
 */
export function dashboardPageStories({
  path,
  urls,
  withHandlers,
  cardPrefix,
}: DashboardPageStoryOptions) {
  const card = (canvasElement: HTMLElement, id: string) =>
    within(canvasElement).findByTestId(`${cardPrefix}-card-${id}`, undefined, patient);
  const Loading = {
    parameters: withHandlers(...urls.map((url) => loadingHandler(url))),
    play: async ({ canvasElement }: PagePlayContext) => {
      await waitFor(
        () =>
          expect(canvasElement.querySelectorAll('[aria-busy="true"]')).toHaveLength(urls.length),
        patient,
      );
    },
  };
  const AllFailing = {
    parameters: withHandlers(...urls.map((url) => failingHandler(url))),
    play: async ({ canvasElement }: PagePlayContext) => {
      await waitFor(
        () => expect(within(canvasElement).getAllByRole('alert')).toHaveLength(urls.length),
        patient,
      );
      await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
    },
  };
  const oneFailing = (options: OneFailingOptions) => {
    // Fails until the play function lets the retry through.
    let fails = true;
    return {
      parameters: withHandlers(failingHandler(options.url, () => fails)),
      beforeEach: () => {
        fails = true;
      },
      play: async ({ canvasElement }: PagePlayContext) => {
        const failing = await card(canvasElement, options.card);
        await within(failing).findByRole('alert', undefined, patient);
        await options.neighbourReady(await card(canvasElement, options.neighbour));
        fails = false;
        await userEvent.click(within(failing).getByRole('button'));
        await options.ready(failing);
        await expect(within(failing).queryByRole('alert')).not.toBeInTheDocument();
      },
    };
  };
  return {
    meta: { parameters: { layout: 'padded', router: { initialEntry: path, path } } },
    card,
    Loading,
    AllFailing,
    oneFailing,
  };
}
