import type { HttpHandler } from 'msw';
import { expect } from 'storybook/test';

import {
  cardStateStories as cardStories,
  failingHandler as failingAt,
  loadingHandler as loadingAt,
  type CardStoryOptions as KitOptions,
} from '../../../test/dashboard-card-stories.ts';
import { withEcommerce } from '../../../test/story-handlers.ts';
import { dashboardCards, type DashboardCardName } from '../../api/dashboard.ts';

export { dashboardCards, withEcommerce, type DashboardCardName };

/** The card's call, as MSW matches it. */
export const cardUrl = (card: DashboardCardName) => `*/api/apps/ecommerce/dashboard/${card}`;

/** The card group's call never answers: the card stays on its skeleton. */
export const loadingHandler = (card: DashboardCardName): HttpHandler => loadingAt(cardUrl(card));

/** The card group's call answers 500 while `shouldFail()` says so. */
export const failingHandler = (card: DashboardCardName, shouldFail?: () => boolean): HttpHandler =>
  failingAt(cardUrl(card), shouldFail);

/** What an e-commerce card's stories file says: the kit's options, the call named by its card group. */
export type CardStoryOptions<C, R> = Omit<KitOptions<C, R>, 'url' | 'withHandlers'> & {
  card: DashboardCardName;
};

/** The dashboard kit's card stories (`test/dashboard-card-stories.ts`) for an e-commerce card. */
export const cardStateStories = <C, R>({ card, ...options }: CardStoryOptions<C, R>) =>
  cardStories({ ...options, url: cardUrl(card), withHandlers: withEcommerce });

/** `check` for a card listing five links, each to a page matching `target`. */
export const fiveLinksTo =
  (target: RegExp) =>
  async (_card: HTMLElement, links: HTMLElement[]): Promise<void> => {
    await expect(links).toHaveLength(5);
    for (const link of links) await expect(link.getAttribute('href')).toMatch(target);
  };
