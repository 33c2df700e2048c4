import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { OrdersByStatusCard } from './orders-by-status-card.tsx';
import { failingHandler, loadingHandler, withEcommerce } from './test/dashboard-handlers.ts';
import { withMaxWidth } from '../../test/story-layout.tsx';

const meta = {
  title: 'Features/Ecommerce/Dashboard/OrdersByStatusCard',
  component: OrdersByStatusCard,
  parameters: { layout: 'padded' },
  decorators: [withMaxWidth(420)],
} satisfies Meta<typeof OrdersByStatusCard>;
export default meta;

type Story = StoryObj<typeof meta>;

const cardOf = (canvasElement: HTMLElement) =>
  within(canvasElement).findByTestId('dashboard-card-orders-by-status');

/** Figures computed by the fake API from the seeded records. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement);
    await within(card).findByTestId('dashboard-orders-total');
    await expect(within(card).getAllByRole('progressbar')).toHaveLength(4);
    await expect(within(card).getByTestId('dashboard-orders-link')).toHaveAttribute(
      'href',
      '/apps/ecommerce/order/list',
    );
  },
};

/** The call is in flight: the card's own skeleton. */
export const Loading: Story = {
  parameters: withEcommerce(loadingHandler('orders-by-status')),
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement);
    await expect(await within(card).findByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

// Fails until the play function lets the retry through.
let fails = true;

/** The call fails: an error with Retry; the retry loads the figures. */
export const ServerError: Story = {
  parameters: withEcommerce(failingHandler('orders-by-status', () => fails)),
  beforeEach: () => {
    fails = true;
  },
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement);
    await within(card).findByRole('alert');
    fails = false;
    await userEvent.click(within(card).getByRole('button'));
    await within(card).findByTestId('dashboard-orders-total');
    await expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  },
};
