import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';

import { withEcommerce } from '../../../test/story-handlers.ts';

export { withEcommerce };

/** The dashboard's card groups: the last segment of `/api/apps/ecommerce/dashboard/<card>`. */
export const dashboardCards = [
  'summary',
  'statistics',
  'profit-expenses',
  'leads',
  'revenue-report',
  'earnings',
  'popular-products',
  'orders-by-status',
  'transactions',
  'invoices',
] as const;
export type DashboardCardName = (typeof dashboardCards)[number];

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

interface CardStory {
  parameters: ReturnType<typeof withEcommerce>;
  beforeEach?: () => void;
  play: (context: { canvasElement: HTMLElement }) => Promise<void>;
}

/**
 * The two states every dashboard card has, from one place: `Loading` (its call never answers,
 * the card shows its own skeleton) and `ServerError` (its call fails, the card shows an error with
 * Retry, and the retry brings the figures that `ready` finds in the card).
 */
export function cardStateStories(
  card: DashboardCardName,
  testId: string,
  ready: (card: HTMLElement) => Promise<unknown>,
): { Loading: CardStory; ServerError: CardStory } {
  const cardOf = (canvasElement: HTMLElement) => within(canvasElement).findByTestId(testId);
  // Fails until the play function lets the retry through.
  let fails = true;
  return {
    Loading: {
      parameters: withEcommerce(loadingHandler(card)),
      play: async ({ canvasElement }) => {
        const element = await cardOf(canvasElement);
        await expect(await within(element).findByRole('status')).toHaveAttribute(
          'aria-busy',
          'true',
        );
      },
    },
    ServerError: {
      parameters: withEcommerce(failingHandler(card, () => fails)),
      beforeEach: () => {
        fails = true;
      },
      play: async ({ canvasElement }) => {
        const element = await cardOf(canvasElement);
        await within(element).findByRole('alert');
        fails = false;
        await userEvent.click(within(element).getByRole('button'));
        await ready(element);
        await expect(within(element).queryByRole('alert')).not.toBeInTheDocument();
      },
    },
  };
}
