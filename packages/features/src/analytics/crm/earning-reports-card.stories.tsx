import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { EarningReportsCard } from './earning-reports-card.tsx';
import { crmCardStories } from './test/crm-handlers.ts';

const states = crmCardStories({
  component: EarningReportsCard,
  card: 'earning-reports',
  testId: 'crm-card-earnings',
  width: 860,
  ready: (card) => within(card).findByTestId('crm-earnings-chart'),
  check: async (card) => {
    await expect(within(card).getAllByRole('tab')).toHaveLength(4);
    // Keyboard: End moves to the last tab (income) in either direction and shows its chart.
    within(card).getAllByRole('tab')[0]?.focus();
    await userEvent.keyboard('{End}');
    await expect(await within(card).findByTestId('crm-earnings-total-income')).toBeVisible();
    await expect(within(card).getByTestId('crm-earnings-chart')).toHaveAttribute(
      'data-measure',
      'income',
    );
  },
});

const meta = {
  title: 'Features/Analytics/Crm/EarningReportsCard',
  ...states.meta,
} satisfies Meta<typeof EarningReportsCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Orders, sales, profit and income of the last 4 months, one tab each. */
export const Default: Story = states.Default;

/** The call is in flight: the card's own skeleton. */
export const Loading: Story = states.Loading;

/** The call fails: an error with Retry; the retry loads the figures. */
export const ServerError: Story = states.ServerError;
