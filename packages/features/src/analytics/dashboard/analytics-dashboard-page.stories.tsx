import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { patient } from '../../test/story-handlers.ts';
import { AnalyticsDashboardPage } from './analytics-dashboard-page.tsx';
import {
  analyticsCards,
  failingHandler,
  loadingHandler,
  withAnalytics,
} from './test/analytics-handlers.ts';
import { href } from '../routes.ts';

const meta = {
  title: 'Features/Analytics/Dashboard/AnalyticsDashboardPage',
  component: AnalyticsDashboardPage,
  parameters: {
    layout: 'padded',
    router: { initialEntry: href('dashboards.analytics'), path: href('dashboards.analytics') },
  },
} satisfies Meta<typeof AnalyticsDashboardPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement, id: string) =>
  within(canvasElement).findByTestId(`analytics-card-${id}`, undefined, patient);

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
export const Loading: Story = {
  parameters: withAnalytics(...analyticsCards.map((c) => loadingHandler(c))),
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(canvasElement.querySelectorAll('[aria-busy="true"]')).toHaveLength(
          analyticsCards.length,
        ),
      patient,
    );
  },
};

// The campaigns call fails until the play function lets the retry through.
let campaignsFail = true;

/** One call fails: its card offers Retry, the others show their figures. */
export const OneCardFailing: Story = {
  parameters: withAnalytics(failingHandler('campaigns', () => campaignsFail)),
  beforeEach: () => {
    campaignsFail = true;
  },
  play: async ({ canvasElement }) => {
    const campaigns = await card(canvasElement, 'campaigns');
    await within(campaigns).findByRole('alert', undefined, patient);
    const traffic = await card(canvasElement, 'traffic');
    await within(traffic).findByTestId('analytics-traffic-sessions', undefined, patient);
    campaignsFail = false;
    await userEvent.click(within(campaigns).getByRole('button'));
    await within(campaigns).findByTestId('analytics-campaigns-emails', undefined, patient);
    await expect(within(campaigns).queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** The whole API is down: every card fails on its own, the page still stands. */
export const AllFailing: Story = {
  parameters: withAnalytics(...analyticsCards.map((c) => failingHandler(c))),
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(within(canvasElement).getAllByRole('alert')).toHaveLength(analyticsCards.length),
      patient,
    );
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};
