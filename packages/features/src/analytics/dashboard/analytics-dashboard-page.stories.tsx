import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { dashboardPageStories } from '../../test/dashboard-page-stories.ts';
import { patient } from '../../test/story-handlers.ts';
import { href } from '../routes.ts';
import { AnalyticsDashboardPage } from './analytics-dashboard-page.tsx';
import { analyticsCards, cardUrl, withAnalytics } from './test/analytics-handlers.ts';

const pages = dashboardPageStories({
  path: href('dashboards.analytics'),
  urls: analyticsCards.map(cardUrl),
  withHandlers: withAnalytics,
  cardPrefix: 'analytics',
});

const meta = {
  title: 'Features/Analytics/Dashboard/AnalyticsDashboardPage',
  component: AnalyticsDashboardPage,
  ...pages.meta,
} satisfies Meta<typeof AnalyticsDashboardPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const { card } = pages;

/** Every card with the figures computed from the seed and the seeded series. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const traffic = await card(canvasElement, 'traffic');
    await within(traffic).findByTestId('analytics-traffic-sessions', undefined, patient);
    const projects = await card(canvasElement, 'projects');
    await within(projects).findByTestId('analytics-projects-table', undefined, patient);
    await waitFor(
      () => expect(canvasElement.querySelectorAll('[aria-busy="true"]')).toHaveLength(0),
      patient,
    );
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Every call in flight: each card shows its own skeleton. */
export const Loading: Story = pages.Loading;

/** One call fails: its card offers Retry, the others show their figures. */
export const OneCardFailing: Story = pages.oneFailing({
  card: 'campaigns',
  url: cardUrl('campaigns'),
  ready: (card) => within(card).findByTestId('analytics-campaigns-emails', undefined, patient),
  neighbour: 'traffic',
  neighbourReady: (card) =>
    within(card).findByTestId('analytics-traffic-sessions', undefined, patient),
});

/** The whole API is down: every card fails on its own, the page still stands. */
export const AllFailing: Story = pages.AllFailing;
