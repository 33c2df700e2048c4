import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { ProfitExpensesCard } from './profit-expenses-card.tsx';
import { cardStateStories } from './test/dashboard-handlers.ts';
import { withMaxWidth } from '../../test/story-layout.tsx';

const meta = {
  title: 'Features/Ecommerce/Dashboard/ProfitExpensesCard',
  component: ProfitExpensesCard,
  parameters: { layout: 'padded' },
  decorators: [withMaxWidth(420)],
} satisfies Meta<typeof ProfitExpensesCard>;
export default meta;

type Story = StoryObj<typeof meta>;

const cardOf = (canvasElement: HTMLElement) =>
  within(canvasElement).findByTestId('dashboard-card-profit');

/** Figures computed by the fake API from the seeded records. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement);
    await within(card).findByTestId('dashboard-profit-value');
    await expect(within(card).getByRole('progressbar')).toBeVisible();
  },
};

const states = cardStateStories('profit-expenses', 'dashboard-card-profit', (card) =>
  within(card).findByTestId('dashboard-profit-value'),
);

/** The call is in flight: the card's own skeleton. */
export const Loading: Story = states.Loading;

/** The call fails: an error with Retry; the retry loads the figures. */
export const ServerError: Story = states.ServerError;
