import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { RecentInvoicesCard } from './recent-invoices-card.tsx';
import { cardStateStories } from './test/dashboard-handlers.ts';
import { withMaxWidth } from '../../test/story-layout.tsx';

const meta = {
  title: 'Features/Ecommerce/Dashboard/RecentInvoicesCard',
  component: RecentInvoicesCard,
  parameters: { layout: 'padded' },
  decorators: [withMaxWidth(420)],
} satisfies Meta<typeof RecentInvoicesCard>;
export default meta;

type Story = StoryObj<typeof meta>;

const cardOf = (canvasElement: HTMLElement) =>
  within(canvasElement).findByTestId('dashboard-card-invoices');

/** Figures computed by the fake API from the seeded records. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement);
    const links = await within(card).findAllByRole('link');
    await expect(links).toHaveLength(5);
    for (const link of links)
      await expect(link.getAttribute('href')).toMatch(/^\/apps\/invoice\/preview\/\d+$/);
  },
};

const states = cardStateStories('invoices', 'dashboard-card-invoices', (card) =>
  within(card).findAllByRole('link'),
);

/** The call is in flight: the card's own skeleton. */
export const Loading: Story = states.Loading;

/** The call fails: an error with Retry; the retry loads the figures. */
export const ServerError: Story = states.ServerError;
