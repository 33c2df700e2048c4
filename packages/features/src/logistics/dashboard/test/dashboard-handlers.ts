import type { HttpHandler } from 'msw';

import {
  cardStateStories as cardStories,
  failingHandler as failingAt,
  loadingHandler as loadingAt,
  type CardStoryOptions as KitOptions,
} from '../../../test/dashboard-card-stories.ts';
import { withDomain } from '../../../test/story-handlers.ts';
import { logisticsCards, type LogisticsCardName } from '../../api/logistics-dashboard.ts';

export { logisticsCards, type LogisticsCardName };

/** Story parameters replacing some calls of the `logistics` fake-API domain. */
export const withLogistics = withDomain('logistics');

/** The card's call, as MSW matches it. */
export const cardUrl = (card: LogisticsCardName) => `*/api/dashboards/logistics/${card}`;

/** The card's call never answers: the card stays on its skeleton. */
export const loadingHandler = (card: LogisticsCardName): HttpHandler => loadingAt(cardUrl(card));

/** The card's call answers 500 while `shouldFail()` says so. */
export const failingHandler = (card: LogisticsCardName, shouldFail?: () => boolean): HttpHandler =>
  failingAt(cardUrl(card), shouldFail);

/** What a logistics card's stories file says: the kit's options, the call named by its card. */
export type CardStoryOptions<C, R> = Omit<KitOptions<C, R>, 'url' | 'withHandlers'> & {
  card: LogisticsCardName;
};

/** The dashboard kit's card stories (`test/dashboard-card-stories.ts`) for a logistics card. */
export const cardStateStories = <C, R>({ card, ...options }: CardStoryOptions<C, R>) =>
  cardStories({ ...options, url: cardUrl(card), withHandlers: withLogistics });
