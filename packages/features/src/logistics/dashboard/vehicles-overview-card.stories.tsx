import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { cardStateStories } from './test/dashboard-handlers.ts';
import { VehiclesOverviewCard } from './vehicles-overview-card.tsx';

const states = cardStateStories({
  component: VehiclesOverviewCard,
  card: 'vehicles-overview',
  testId: 'logistics-card-vehicles',
  ready: (card) => within(card).findByTestId('logistics-vehicles-total'),
  check: async (card, total) => {
    await expect(total).toHaveTextContent(/\d/);
    // Four states listed, the bar one picture of their shares.
    await expect(within(card).getAllByTestId('logistics-vehicle-count')).toHaveLength(4);
    await expect(within(card).getByRole('img')).toBeVisible();
  },
});

const meta = {
  title: 'Features/Logistics/Dashboard/VehiclesOverviewCard',
  ...states.meta,
} satisfies Meta<typeof VehiclesOverviewCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The seeded fleet by state: 0 waiting, 1–9 loading, 10–89 on the way, 90–100 unloading. */
export const Default: Story = states.Default;

/** The call is in flight: the card's own skeleton. */
export const Loading: Story = states.Loading;

/** The call fails: an error with Retry; the retry loads the figures. */
export const ServerError: Story = states.ServerError;

/** A fleet without vehicles. */
export const Empty: Story = {
  parameters: states.answer({
    total: 0,
    states: ['onTheWay', 'unloading', 'loading', 'waiting'].map((state) => ({
      state,
      count: 0,
      share: 0,
      averageHours: null,
    })),
  }),
  play: states.inCard(async (card) => {
    await expect(await within(card).findByRole('heading', { level: 3 })).toBeVisible();
  }),
};
