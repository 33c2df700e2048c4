import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { RevenueReportCard } from './revenue-report-card.tsx';
import { failingHandler, loadingHandler, withEcommerce } from './test/dashboard-handlers.ts';
import { withMaxWidth } from '../../test/story-layout.tsx';

const meta = {
  title: 'Features/Ecommerce/Dashboard/RevenueReportCard',
  component: RevenueReportCard,
  parameters: { layout: 'padded' },
  decorators: [withMaxWidth(860)],
} satisfies Meta<typeof RevenueReportCard>;
export default meta;

type Story = StoryObj<typeof meta>;

const cardOf = (canvasElement: HTMLElement) =>
  within(canvasElement).findByTestId('dashboard-card-revenue');

/** Figures computed by the fake API from the seeded records. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement);
    await expect(await within(card).findByRole('img')).toBeVisible();
  },
};

/** The call is in flight: the card's own skeleton. */
export const Loading: Story = {
  parameters: withEcommerce(loadingHandler('revenue-report')),
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement);
    await expect(await within(card).findByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

// Fails until the play function lets the retry through.
let fails = true;

/** The call fails: an error with Retry; the retry loads the figures. */
export const ServerError: Story = {
  parameters: withEcommerce(failingHandler('revenue-report', () => fails)),
  beforeEach: () => {
    fails = true;
  },
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement);
    await within(card).findByRole('alert');
    fails = false;
    await userEvent.click(within(card).getByRole('button'));
    await within(card).findByRole('img');
    await expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  },
};
