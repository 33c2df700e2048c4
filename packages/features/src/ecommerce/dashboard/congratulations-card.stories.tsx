import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';

import { CongratulationsCard } from './congratulations-card.tsx';
import { failingHandler, loadingHandler, withEcommerce } from './test/dashboard-handlers.ts';
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
      '/apps/ecommerce/order/list',
    );
  },
};

/** The call is in flight: the card's own skeleton. */
export const Loading: Story = {
  parameters: withEcommerce(loadingHandler('summary')),
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement);
    await expect(await within(card).findByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

// Fails until the play function lets the retry through.
let fails = true;

/** The call fails: an error with Retry; the retry loads the figures. */
export const ServerError: Story = {
  parameters: withEcommerce(failingHandler('summary', () => fails)),
  beforeEach: () => {
    fails = true;
  },
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement);
    await within(card).findByRole('alert');
    fails = false;
    await userEvent.click(within(card).getByRole('button'));
    await within(card).findByTestId('dashboard-summary-sales');
    await expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  },
};

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
