import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { StatisticsCard } from './statistics-card.tsx';
import { cardStateStories } from './test/dashboard-handlers.ts';
import { withMaxWidth } from '../../test/story-layout.tsx';

const meta = {
  title: 'Features/Ecommerce/Dashboard/StatisticsCard',
  component: StatisticsCard,
  parameters: { layout: 'padded' },
  decorators: [withMaxWidth(860)],
} satisfies Meta<typeof StatisticsCard>;
export default meta;

type Story = StoryObj<typeof meta>;

const cardOf = (canvasElement: HTMLElement) =>
  within(canvasElement).findByTestId('dashboard-card-statistics');

/** Figures computed by the fake API from the seeded records. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement);
    await within(card).findByTestId('dashboard-stat-customers-value');
    for (const id of ['sales', 'customers', 'products', 'revenue'])
      await expect(within(card).getByTestId(`dashboard-stat-${id}`)).toBeVisible();
  },
};

const states = cardStateStories('statistics', 'dashboard-card-statistics', (card) =>
  within(card).findByTestId('dashboard-stat-customers-value'),
);

/** The call is in flight: the card's own skeleton. */
export const Loading: Story = states.Loading;

/** The call fails: an error with Retry; the retry loads the figures. */
export const ServerError: Story = states.ServerError;
