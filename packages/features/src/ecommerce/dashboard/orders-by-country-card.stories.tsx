import type { Meta, StoryObj } from '@storybook/react-vite';

import { OrdersByCountryCard } from './orders-by-country-card.tsx';
import {
  listsUnknownCountry,
  noOrders,
  ordersByCountryChecks,
  showsNoOrders,
  unknownCountry,
} from '../../test/orders-by-country-stories.ts';
import { cardStateStories } from './test/dashboard-handlers.ts';

const states = cardStateStories({
  component: OrdersByCountryCard,
  card: 'orders-by-country',
  testId: 'dashboard-card-orders-by-country',
  width: 860,
  ...ordersByCountryChecks,
});

const meta = {
  title: 'Features/Ecommerce/Dashboard/OrdersByCountryCard',
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
  parameters: states.answer(noOrders),
  play: states.inCard(showsNoOrders),
};

/** A country typed into an edited address has no code: a globe stands in for its flag. */
export const UnknownCountry: Story = {
  parameters: states.answer(unknownCountry),
  play: states.inCard(listsUnknownCountry),
};
