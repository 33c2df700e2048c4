import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { DeliveryExceptionsCard } from './delivery-exceptions-card.tsx';
import { cardStateStories } from './test/dashboard-handlers.ts';

const states = cardStateStories({
  component: DeliveryExceptionsCard,
  card: 'exceptions',
  testId: 'logistics-card-exceptions',
  ready: (card) => within(card).findByTestId('logistics-exceptions-total'),
  check: async (card) => {
    await expect(within(card).getAllByTestId('logistics-exception-kind')).toHaveLength(4);
    await expect(within(card).getByRole('img')).toBeVisible();
  },
});

const meta = {
  title: 'Features/Logistics/Dashboard/DeliveryExceptionsCard',
  ...states.meta,
} satisfies Meta<typeof DeliveryExceptionsCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The seeded vehicles' warnings by kind. */
export const Default: Story = states.Default;

/** The call is in flight: the card's own skeleton. */
export const Loading: Story = states.Loading;

/** The call fails: an error with Retry; the retry loads the figures. */
export const ServerError: Story = states.ServerError;

/** No vehicle reports a warning. */
export const Empty: Story = {
  parameters: states.answer({ total: 0, kinds: [] }),
  play: states.inCard(async (card) => {
    await expect(await within(card).findByRole('heading', { level: 3 })).toBeVisible();
    await expect(within(card).queryByRole('img')).not.toBeInTheDocument();
  }),
};
