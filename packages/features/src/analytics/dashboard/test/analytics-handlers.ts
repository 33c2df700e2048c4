import type { HttpHandler } from 'msw';

import {
  cardStateStories as cardStories,
  failingHandler as failingAt,
  loadingHandler as loadingAt,
  type CardStoryOptions as KitOptions,
} from '../../../test/dashboard-card-stories.ts';
import { withDomain } from '../../../test/story-handlers.ts';
import { analyticsCards, type AnalyticsCardName } from '../../api/analytics-dashboard.ts';

export { analyticsCards, type AnalyticsCardName };

/** Story parameters that replace some calls of the analytics dashboard's fake API. */
export const withAnalytics = withDomain('analyticsDashboard');

export const cardUrl = (card: AnalyticsCardName) => `*/api/dashboards/analytics/${card}`;

/** The card's call never answers: the card stays on its skeleton. */
export const loadingHandler = (card: AnalyticsCardName): HttpHandler => loadingAt(cardUrl(card));

/** The card's call answers 500 while `shouldFail()` says so. */
export const failingHandler = (card: AnalyticsCardName, shouldFail?: () => boolean): HttpHandler =>
  failingAt(cardUrl(card), shouldFail);

/** What an analytics card's stories file says: the kit's options, the call named by its card. */
export type CardStoryOptions<C, R> = Omit<KitOptions<C, R>, 'url' | 'withHandlers'> & {
  card: AnalyticsCardName;
};

/** The dashboard kit's card stories (`test/dashboard-card-stories.ts`) for an analytics card. */
export const cardStateStories = <C, R>({ card, ...options }: CardStoryOptions<C, R>) =>
  cardStories({ ...options, url: cardUrl(card), withHandlers: withAnalytics });
