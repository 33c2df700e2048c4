import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';

import { CongratulationsCard } from './congratulations-card.tsx';
import { cardStateStories, withEcommerce } from './test/dashboard-handlers.ts';
import { href } from '../routes.ts';
import { withMaxWidth } from '../../test/story-layout.tsx';

const meta = {
  title: 'Features/Ecommerce/Dashboard/CongratulationsCard',
  component: CongratulationsCard,
  parameters: { layout: 'padded' },
  decorators: [withMaxWidth(420)],
} satisfies Meta<typeof CongratulationsCard>;
export default meta;

type Story = StoryObj<typeof meta>;

const cardOf = (canvasElement: HTMLElement) =>
  within(canvasElement).findByTestId('dashboard-card-summary');

/** Figures computed by the fake API from the seeded records. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement);
    await within(card).findByTestId('dashboard-summary-sales');
    await expect(within(card).getByRole('link')).toHaveAttribute(
      'href',
      href('ecommerce.orderList'),
    );
  },
};

const states = cardStateStories('summary', 'dashboard-card-summary', (card) =>
  within(card).findByTestId('dashboard-summary-sales'),
);

/** The call is in flight: the card's own skeleton. */
export const Loading: Story = states.Loading;

/** The call fails: an error with Retry; the retry loads the figures. */
export const ServerError: Story = states.ServerError;

/** Edge case: no paid order in the period, so no best seller: a trophy instead of a product. */
export const NoBestSeller: Story = {
  parameters: withEcommerce(
    http.get('*/api/apps/ecommerce/dashboard/summary', () =>
      HttpResponse.json({
        period: { from: '2026-02-17', to: '2026-03-18' },
        sales: { current: 0, previous: 0, change: null },
        bestSeller: null,
      }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement);
    await within(card).findByTestId('dashboard-summary-sales');
    await expect(within(card).queryByRole('img')).not.toBeInTheDocument();
  },
};
