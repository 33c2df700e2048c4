import { delay, http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { expect, userEvent, within } from 'storybook/test';

import { withEcommerce } from '../../../test/story-handlers.ts';
import { dashboardCards, type DashboardCardName } from '../../api/dashboard.ts';
import { withMaxWidth } from '../../../test/story-layout.tsx';

export { dashboardCards, withEcommerce, type DashboardCardName };

const url = (card: DashboardCardName) => `*/api/apps/ecommerce/dashboard/${card}`;

/** Never answers: the card stays on its skeleton. */
export const loadingHandler = (card: DashboardCardName): HttpHandler =>
  http.get(url(card), async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

/** Answers 500 while `shouldFail()` says so (a story's play can let the retry succeed). */
export const failingHandler = (
  card: DashboardCardName,
  shouldFail: () => boolean = () => true,
): HttpHandler =>
  http.get(url(card), () =>
    shouldFail() ? HttpResponse.json({ message: 'Server error' }, { status: 500 }) : undefined,
  );

interface CardPlayContext {
  canvasElement: HTMLElement;
}

interface CardStory {
  parameters?: ReturnType<typeof withEcommerce>;
  beforeEach?: () => void;
  play: (context: CardPlayContext) => Promise<void>;
}

/** What a dashboard card's stories file says about its card. */
export interface CardStoryOptions<C, R> {
  component: C;
  /** The card's call. */
  card: DashboardCardName;
  /** The card's `data-testid`. */
  testId: string;
  /** The width the card gets on the dashboard (420, or 860 for the wide ones). */
  width?: number;
  /** Finds the figures in the loaded card (waiting for them). */
  ready: (card: HTMLElement) => Promise<R>;
  /** Checks the loaded card, given what `ready` found: `Default`'s play. */
  check: (card: HTMLElement, found: R) => Promise<void>;
}

/**
 * A dashboard card's stories from one place: `meta` (the meta's fields but its title: the card
 * at its dashboard width), `Default` (the seeded figures, found by `ready` and checked by
 * `check`), `Loading` (its call never answers, the card shows its own skeleton) and `ServerError`
 * (its call fails, the card shows an error with Retry, and the retry brings the figures that
 * `ready` finds). `answer(body)` and `inCard(check)` make the parameters and play of a card's own
 * edge cases.
 */
export function cardStateStories<C, R>({
  component,
  card,
  testId,
  width = 420,
  ready,
  check,
}: CardStoryOptions<C, R>) {
  const cardOf = (canvasElement: HTMLElement) => within(canvasElement).findByTestId(testId);
  const inCard =
    (play: (element: HTMLElement) => Promise<void>) =>
    async ({ canvasElement }: CardPlayContext) =>
      play(await cardOf(canvasElement));
  // Fails until the play function lets the retry through.
  let fails = true;
  const Default: CardStory = {
    play: inCard(async (element) => check(element, await ready(element))),
  };
  const Loading: CardStory = {
    parameters: withEcommerce(loadingHandler(card)),
    play: inCard(async (element) => {
      await expect(await within(element).findByRole('status')).toHaveAttribute('aria-busy', 'true');
    }),
  };
  const ServerError: CardStory = {
    parameters: withEcommerce(failingHandler(card, () => fails)),
    beforeEach: () => {
      fails = true;
    },
    play: inCard(async (element) => {
      await within(element).findByRole('alert');
      fails = false;
      await userEvent.click(within(element).getByRole('button'));
      await ready(element);
      await expect(within(element).queryByRole('alert')).not.toBeInTheDocument();
    }),
  };
  return {
    meta: { component, parameters: { layout: 'padded' }, decorators: [withMaxWidth(width)] },
    Default,
    Loading,
    ServerError,
    inCard,
    /** Story parameters that answer the card's call with `body`. */
    answer: (body: JsonBodyType) =>
      withEcommerce(http.get(url(card), () => HttpResponse.json(body))),
  };
}

/** `check` for a card listing five links, each to a page matching `target`. */
export const fiveLinksTo =
  (target: RegExp) =>
  async (_card: HTMLElement, links: HTMLElement[]): Promise<void> => {
    await expect(links).toHaveLength(5);
    for (const link of links) await expect(link.getAttribute('href')).toMatch(target);
  };
