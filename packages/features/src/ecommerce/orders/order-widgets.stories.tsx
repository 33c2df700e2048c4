import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

import type { OrdersSummary } from '@atrium/mocks/types';

import { OrderWidgets } from './order-widgets.tsx';
import { answering, failing, neverAnswering } from '../../test/story-handlers.ts';

const SUMMARY = '*/api/apps/ecommerce/orders/summary';
const KEYS = ['pendingPayment', 'completed', 'refunded', 'failed'] as const;

const meta = {
  title: 'Features/Ecommerce/Orders/OrderWidgets',
  component: OrderWidgets,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof OrderWidgets>;
export default meta;

type Story = StoryObj<typeof meta>;

const summaryReturns = (summary: OrdersSummary) => answering(SUMMARY, summary);

const widgets = (canvasElement: HTMLElement) =>
  waitFor(() => {
    const found = KEYS.map((key) =>
      canvasElement.querySelector<HTMLElement>(`[data-testid="orders-widget-${key}"]`),
    );
    if (found.some((widget) => !widget)) throw new Error('Not loaded yet');
    return found as HTMLElement[];
  });

/** The four counts the fake API computes from its seeded orders. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const found = await widgets(canvasElement);
    for (const widget of found) await expect(widget).toBeVisible();
    await expect(canvasElement.querySelectorAll('section h2')).toHaveLength(4);
  },
};

/** No order yet: every count is zero. */
export const Empty: Story = {
  parameters: summaryReturns({
    pendingPayment: 0,
    completed: 0,
    refunded: 0,
    failed: 0,
    total: 0,
  }),
  play: async ({ canvasElement }) => {
    const found = await widgets(canvasElement);
    await expect(found).toHaveLength(4);
  },
};

/** Edge case: large counts, grouped by the current language. */
export const LargeNumbers: Story = {
  parameters: summaryReturns({
    pendingPayment: 128_450,
    completed: 1_204_377,
    refunded: 9_812,
    failed: 23_004,
    total: 1_365_643,
  }),
  play: async ({ canvasElement }) => {
    const [pending] = await widgets(canvasElement);
    await expect(pending?.textContent).not.toContain('128450');
  },
};

/** The call is in flight: four skeletons hold the row's place. */
export const Loading: Story = {
  parameters: neverAnswering(SUMMARY),
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('section');
    await expect(section?.children).toHaveLength(4);
    await expect(canvasElement.querySelector('[data-testid^="orders-widget-"]')).toBeNull();
  },
};

/** The call fails: the row steps aside (the list below it shows the error and the retry). */
export const ServerError: Story = {
  parameters: failing(SUMMARY),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('section')).toBeNull());
  },
};
