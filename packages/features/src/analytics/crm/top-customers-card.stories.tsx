import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { crmCardStories, showsEmpty } from './test/crm-handlers.ts';
import { TopCustomersCard } from './top-customers-card.tsx';

const states = crmCardStories({
  component: TopCustomersCard,
  card: 'top-customers',
  testId: 'crm-card-top-customers',
  ready: (card) => within(card).findAllByRole('link'),
  check: async (_card, links) => {
    await expect(links).toHaveLength(5);
    for (const link of links)
      await expect(link.getAttribute('href')).toMatch(
        /^\/apps\/ecommerce\/customer\/details\/\d+$/,
      );
  },
});

const meta = {
  title: 'Features/Analytics/Crm/TopCustomersCard',
  ...states.meta,
} satisfies Meta<typeof TopCustomersCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The five seeded customers whose orders add up most, each linking to their details. */
export const Default: Story = states.Default;

/** The call is in flight: the card's own skeleton. */
export const Loading: Story = states.Loading;

/** The call fails: an error with Retry; the retry loads the figures. */
export const ServerError: Story = states.ServerError;

/** No customer has ordered: the card says so. */
export const Empty: Story = {
  parameters: states.answer({ customers: [] }),
  play: states.inCard(showsEmpty),
};
