import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { ShipmentStatisticsCard } from './shipment-statistics-card.tsx';
import { cardStateStories } from './test/dashboard-handlers.ts';

const states = cardStateStories({
  component: ShipmentStatisticsCard,
  card: 'shipments',
  testId: 'logistics-card-shipments',
  width: 860,
  ready: (card) => within(card).findByTestId('logistics-shipments-deliveries'),
  check: async (card, deliveries) => {
    await expect(deliveries).toHaveTextContent(/\d/);
    await expect(within(card).getAllByRole('img').length).toBeGreaterThanOrEqual(2);
  },
});

const meta = {
  title: 'Features/Logistics/Dashboard/ShipmentStatisticsCard',
  ...states.meta,
} satisfies Meta<typeof ShipmentStatisticsCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The seeded monthly series: shipments and deliveries as bars, the delivery rate as a line. */
export const Default: Story = states.Default;

/** The call is in flight: the card's own skeleton. */
export const Loading: Story = states.Loading;

/** The call fails: an error with Retry; the retry loads the figures. */
export const ServerError: Story = states.ServerError;
