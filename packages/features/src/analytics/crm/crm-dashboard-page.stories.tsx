import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { dashboardPageStories } from '../../test/dashboard-page-stories.ts';
import { patient } from '../../test/story-handlers.ts';
import { href } from '../routes.ts';
import { CrmDashboardPage } from './crm-dashboard-page.tsx';
import { cardUrl, crmCards, withCrm } from './test/crm-handlers.ts';

const pages = dashboardPageStories({
  path: href('dashboards.crm'),
  urls: crmCards.map(cardUrl),
  withHandlers: withCrm,
  cardPrefix: 'crm',
});

const meta = {
  title: 'Features/Analytics/Crm/CrmDashboardPage',
  component: CrmDashboardPage,
  ...pages.meta,
} satisfies Meta<typeof CrmDashboardPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const { card } = pages;

/** Every card with the seeded figures; no card fails. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const customers = await card(canvasElement, 'top-customers');
    await expect(await within(customers).findAllByRole('link', undefined, patient)).toHaveLength(5);
    const activity = await card(canvasElement, 'activity');
    await expect(
      await within(activity).findAllByTestId(/^crm-event-/, undefined, patient),
    ).toHaveLength(6);
    const pipeline = await card(canvasElement, 'pipeline');
    await within(pipeline).findByTestId('crm-pipeline-conversion', undefined, patient);
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Every call in flight: each card shows its own skeleton. */
export const Loading: Story = pages.Loading;

/** One call fails: its card offers Retry, the others show their figures. */
export const OneCardFailing: Story = pages.oneFailing({
  card: 'pipeline',
  url: cardUrl('pipeline'),
  ready: (card) => within(card).findByTestId('crm-pipeline-conversion', undefined, patient),
  neighbour: 'orders',
  neighbourReady: (card) => within(card).findByTestId('crm-orders-total', undefined, patient),
});

/** The whole API is down: every card fails on its own, the page still stands. */
export const AllFailing: Story = pages.AllFailing;
