import { delay, http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { expect, userEvent, within } from 'storybook/test';

import { withMaxWidth } from './story-layout.tsx';
import type { withDomain } from './story-handlers.ts';

type WithOverrides = ReturnType<typeof withDomain>;

/** Never answers: the card stays on its skeleton. */
export const loadingHandler = (url: string): HttpHandler =>
  http.get(url, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

/** Answers 500 while `shouldFail()` says so (a story's play can let the retry succeed). */
export const failingHandler = (url: string, shouldFail: () => boolean = () => true): HttpHandler =>
  http.get(url, () =>
    shouldFail() ? HttpResponse.json({ message: 'Server error' }, { status: 500 }) : undefined,
  );

interface CardPlayContext {
  canvasElement: HTMLElement;
}

interface CardStory {
  parameters?: ReturnType<WithOverrides>;
  beforeEach?: () => void;
  play: (context: CardPlayContext) => Promise<void>;
}

/** What a dashboard card's stories file says about its card. */
export interface CardStoryOptions<C, R> {
  component: C;
  /** The card's call, as MSW matches it: a path pattern starting with a wildcard. */
  url: string;
  /** The fake-API domain that answers it: `withDomain('academy')`. */
  withHandlers: WithOverrides;
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
  url,
  withHandlers,
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
    parameters: withHandlers(loadingHandler(url)),
    play: inCard(async (element) => {
      await expect(await within(element).findByRole('status')).toHaveAttribute('aria-busy', 'true');
    }),
  };
  const ServerError: CardStory = {
    parameters: withHandlers(failingHandler(url, () => fails)),
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
    answer: (body: JsonBodyType) => withHandlers(http.get(url, () => HttpResponse.json(body))),
  };
}
