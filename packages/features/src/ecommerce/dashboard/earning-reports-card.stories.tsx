import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { EarningReportsCard } from './earning-reports-card.tsx';
import { cardStateStories } from './test/dashboard-handlers.ts';
import { withMaxWidth } from '../../test/story-layout.tsx';

const meta = {
  title: 'Features/Ecommerce/Dashboard/EarningReportsCard',
  component: EarningReportsCard,
  parameters: { layout: 'padded' },
  decorators: [withMaxWidth(420)],
} satisfies Meta<typeof EarningReportsCard>;
export default meta;

type Story = StoryObj<typeof meta>;

const cardOf = (canvasElement: HTMLElement) =>
  within(canvasElement).findByTestId('dashboard-card-earnings');

/** Figures computed by the fake API from the seeded records. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement);
    await within(card).findByTestId('dashboard-earnings-chart');
    // Keyboard: End moves to the last measure in either direction, Space picks it.
    const sales = card.querySelector<HTMLElement>('[data-measure="sales"]');
    sales?.focus();
    await userEvent.keyboard('{End}');
    await userEvent.keyboard(' ');
    await expect(within(card).getByTestId('dashboard-earnings-chart')).toHaveAttribute(
      'data-measure',
      'profit',
    );
  },
};

const states = cardStateStories('earnings', 'dashboard-card-earnings', (card) =>
  within(card).findByTestId('dashboard-earnings-chart'),
);

/** The call is in flight: the card's own skeleton. */
export const Loading: Story = states.Loading;

/** The call fails: an error with Retry; the retry loads the figures. */
export const ServerError: Story = states.ServerError;
