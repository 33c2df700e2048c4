import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { RevenueReportCard } from './revenue-report-card.tsx';
import { cardStateStories } from './test/dashboard-handlers.ts';
import { withMaxWidth } from '../../test/story-layout.tsx';

const meta = {
  title: 'Features/Ecommerce/Dashboard/RevenueReportCard',
  component: RevenueReportCard,
  parameters: { layout: 'padded' },
  decorators: [withMaxWidth(860)],
} satisfies Meta<typeof RevenueReportCard>;
export default meta;

type Story = StoryObj<typeof meta>;

const cardOf = (canvasElement: HTMLElement) =>
  within(canvasElement).findByTestId('dashboard-card-revenue');

/** Figures computed by the fake API from the seeded records. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement);
    await expect(await within(card).findByRole('img')).toBeVisible();
  },
};

const states = cardStateStories('revenue-report', 'dashboard-card-revenue', (card) =>
  within(card).findByRole('img'),
);

/** The call is in flight: the card's own skeleton. */
export const Loading: Story = states.Loading;

/** The call fails: an error with Retry; the retry loads the figures. */
export const ServerError: Story = states.ServerError;
