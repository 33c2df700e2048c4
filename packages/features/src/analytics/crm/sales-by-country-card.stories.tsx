import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { SalesByCountryCard } from './sales-by-country-card.tsx';
import { crmCardStories, showsEmpty } from './test/crm-handlers.ts';

const states = crmCardStories({
  component: SalesByCountryCard,
  card: 'countries',
  testId: 'crm-card-countries',
  ready: (card) => within(card).findAllByTestId(/^crm-country-/),
  check: async (_card, rows) => {
    await expect(rows).toHaveLength(6);
    for (const row of rows) await expect(row.querySelector('img')).toHaveAttribute('alt', '');
  },
});

const meta = {
  title: 'Features/Analytics/Crm/SalesByCountryCard',
  ...states.meta,
} satisfies Meta<typeof SalesByCountryCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The six countries whose seeded customers ordered most, with flags and changes. */
export const Default: Story = states.Default;

/** The call is in flight: the card's own skeleton. */
export const Loading: Story = states.Loading;

/** The call fails: an error with Retry; the retry loads the figures. */
export const ServerError: Story = states.ServerError;

/** No order at all: the card says so. */
export const Empty: Story = {
  parameters: states.answer({ countries: [], total: 0 }),
  play: states.inCard(showsEmpty),
};
