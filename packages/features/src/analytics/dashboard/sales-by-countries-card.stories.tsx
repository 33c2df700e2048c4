import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { patient } from '../../test/story-handlers.ts';
import { SalesByCountriesCard } from './sales-by-countries-card.tsx';
import { cardStateStories } from './test/analytics-handlers.ts';

const states = cardStateStories({
  component: SalesByCountriesCard,
  card: 'sales-by-countries',
  testId: 'analytics-card-sales-by-countries',
  ready: (card) => within(card).findByTestId('analytics-countries', undefined, patient),
  check: async (_card, list) => {
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
  },
});

const meta = {
  title: 'Features/Analytics/Dashboard/SalesByCountriesCard',
  ...states.meta,
} satisfies Meta<typeof SalesByCountriesCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The six countries whose customers ordered most in the seed's last 60 days. */
export const Default: Story = states.Default;

/** No orders in the period: the card says so. */
export const Empty: Story = {
  parameters: states.answer({ period: { from: '2026-01-18', to: '2026-03-18' }, countries: [] }),
  play: states.inCard(async (card) => {
    await within(card).findByTestId('analytics-countries-empty', undefined, patient);
  }),
};

/** The call is in flight: the card's own skeleton. */
export const Loading: Story = states.Loading;

/** The call fails: an error with Retry; the retry loads the figures. */
export const ServerError: Story = states.ServerError;
