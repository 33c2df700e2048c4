import type { HttpHandler } from 'msw';
import { expect, within } from 'storybook/test';

import {
  cardStateStories,
  failingHandler as failingAt,
  loadingHandler as loadingAt,
  type CardStoryOptions as KitOptions,
} from '../../../test/dashboard-card-stories.ts';
import { patient, withDomain } from '../../../test/story-handlers.ts';
import { crmCards, type CrmCardName } from '../../api/crm-dashboard.ts';

export { crmCards, type CrmCardName };

/** Story parameters that replace some CRM dashboard calls and keep the rest of the domain. */
export const withCrm = withDomain('crm');

/** The card's call, as MSW matches it. */
export const cardUrl = (card: CrmCardName) => `*/api/dashboards/crm/${card}`;

/** The card's call never answers: the card stays on its skeleton. */
export const loadingHandler = (card: CrmCardName): HttpHandler => loadingAt(cardUrl(card));

/** The card's call answers 500 while `shouldFail()` says so. */
export const failingHandler = (card: CrmCardName, shouldFail?: () => boolean): HttpHandler =>
  failingAt(cardUrl(card), shouldFail);

/** What a CRM card's stories file says: the kit's options, the call named by its card. */
type CrmCardOptions<C, R> = Omit<KitOptions<C, R>, 'url' | 'withHandlers'> & { card: CrmCardName };

/** The dashboard kit's card stories (`test/dashboard-card-stories.ts`) for a CRM card. */
export const crmCardStories = <C, R>({ card, ...options }: CrmCardOptions<C, R>) =>
  cardStateStories({ ...options, url: cardUrl(card), withHandlers: withCrm });

/** An `Empty` story's play: the card says it has nothing, with no error. */
export const showsEmpty = async (card: HTMLElement): Promise<void> => {
  await expect(await within(card).findByTestId('crm-card-empty', undefined, patient)).toBeVisible();
  await expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
};
