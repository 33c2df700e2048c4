import type { HttpHandler } from 'msw';

import {
  cardStateStories as cardStories,
  failingHandler as failingAt,
  loadingHandler as loadingAt,
  type CardStoryOptions as KitOptions,
} from '../../../test/dashboard-card-stories.ts';
import { withDomain } from '../../../test/story-handlers.ts';
import { academyDashboardCards, type AcademyDashboardCard } from '../../api/academy-dashboard.ts';

export { academyDashboardCards, type AcademyDashboardCard };

/** The courses call of the dashboard's table. */
export const coursesUrl = '*/api/apps/academy/courses';

/** Story parameters that replace some academy calls and keep the rest of the domain. */
export const withAcademy = withDomain('academy');

/** The card's call, as MSW matches it. */
export const cardUrl = (card: AcademyDashboardCard) => `*/api/dashboards/academy/${card}`;

/** The card's call never answers: the card stays on its skeleton. */
export const loadingHandler = (card: AcademyDashboardCard): HttpHandler => loadingAt(cardUrl(card));

/** The card's call answers 500 while `shouldFail()` says so. */
export const failingHandler = (card: AcademyDashboardCard, shouldFail?: () => boolean) =>
  failingAt(cardUrl(card), shouldFail);

/** What an academy card's stories file says: the kit's options, the call named by its card. */
export type CardStoryOptions<C, R> = Omit<KitOptions<C, R>, 'url' | 'withHandlers'> & {
  card: AcademyDashboardCard;
};

/** The dashboard kit's card stories (`test/dashboard-card-stories.ts`) for an academy card. */
export const cardStateStories = <C, R>({ card, ...options }: CardStoryOptions<C, R>) =>
  cardStories({ ...options, url: cardUrl(card), withHandlers: withAcademy });
