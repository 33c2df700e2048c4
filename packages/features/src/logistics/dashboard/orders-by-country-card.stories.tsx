import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { OrdersByCountryCard } from './orders-by-country-card.tsx';
import { cardStateStories } from './test/dashboard-handlers.ts';

const states = cardStateStories({
  component: OrdersByCountryCard,
  card: 'orders-by-country',
  testId: 'logistics-card-orders-by-country',
  ready: (card) => within(card).findAllByTestId('orders-by-country-row'),
  check: async (card, rows) => {
    await expect(rows).toHaveLength(6);
    // Every seeded country has its flag beside its name.
    await expect(card.querySelectorAll('img[src*="/flags/"]')).toHaveLength(6);
    await userEvent.click(within(card).getByTestId('orders-by-country-tab-shipping'));
    await expect(within(card).getByTestId('orders-by-country-tab-shipping')).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      (await within(card).findAllByTestId('orders-by-country-row')).length,
    ).toBeGreaterThan(0);
  },
});

const meta = {
  title: 'Features/Logistics/Dashboard/OrdersByCountryCard',
  ...states.meta,
} satisfies Meta<typeof OrdersByCountryCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The seeded orders by shipping country; the Shipping tab ranks the countries by parcels on the way. */
export const Default: Story = states.Default;

/** The call is in flight: the card's own skeleton. */
export const Loading: Story = states.Loading;

/** The call fails: an error with Retry; the retry loads the figures. */
export const ServerError: Story = states.ServerError;

/** The shop has no orders. */
export const Empty: Story = {
  parameters: states.answer({
    countries: [],
    totalOrders: 0,
    total: 0,
    stages: { new: 0, preparing: 0, shipping: 0 },
  }),
  play: states.inCard(async (card) => {
    await expect(await within(card).findByRole('heading', { level: 3 })).toBeVisible();
    await expect(within(card).queryByRole('tablist')).not.toBeInTheDocument();
  }),
};

/** A country typed into an edited address has no code: a globe stands in for its flag. */
export const UnknownCountry: Story = {
  parameters: states.answer({
    countries: [
      {
        code: 'br',
        isoNumeric: '076',
        country: 'Brazil',
        flag: '/mock-assets/flags/br.svg',
        orders: 3,
        total: 1200,
        stages: { new: 1, preparing: 0, shipping: 1 },
      },
      {
        code: null,
        isoNumeric: null,
        country: 'Atlantis',
        flag: null,
        orders: 1,
        total: 90,
        stages: { new: 0, preparing: 0, shipping: 1 },
      },
    ],
    totalOrders: 4,
    total: 1290,
    stages: { new: 1, preparing: 0, shipping: 2 },
  }),
  play: states.inCard(async (card) => {
    await expect(await within(card).findByText('Atlantis')).toBeVisible();
    await expect(within(card).getAllByTestId('orders-by-country-row')).toHaveLength(2);
  }),
};
