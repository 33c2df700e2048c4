import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { ReferralStats } from './referral-stats.tsx';
import { withEcommerce } from '../../test/story-handlers.ts';

const SUMMARY = '*/api/apps/ecommerce/referrals/summary';
const STATS = ['total', 'unpaid', 'signups', 'conversion'] as const;

/** The machine running the checks is shared and slow: wait longer than waitFor's 1 s. */
const patient = { timeout: 10_000 };

const meta = {
  title: 'Features/Ecommerce/Referrals/ReferralStats',
  component: ReferralStats,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ReferralStats>;
export default meta;

type Story = StoryObj<typeof meta>;

const summaryOf = (overrides: Record<string, number>) => ({
  totalEarnings: 0,
  unpaidEarnings: 0,
  signups: 0,
  conversionRate: 0,
  referralUrl: 'https://atrium.example/join?ref=ATRIUM-2026',
  ...overrides,
});

/** Four figures computed by the fake API from the seeded referrals. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const id of STATS) await canvas.findByTestId(`referral-stat-${id}`, {}, patient);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(4);
  },
};

/** No referral yet: every figure is zero. */
export const Empty: Story = {
  parameters: withEcommerce(http.get(SUMMARY, () => HttpResponse.json(summaryOf({})))),
  play: async ({ canvasElement }) => {
    const signups = await within(canvasElement).findByTestId('referral-stat-signups', {}, patient);
    await expect(signups).toBeVisible();
  },
};

/** Very large figures: the cards keep their size and wrap rather than overflow. */
export const LargeFigures: Story = {
  parameters: withEcommerce(
    http.get(SUMMARY, () =>
      HttpResponse.json(
        summaryOf({
          totalEarnings: 123_456_789.12,
          unpaidEarnings: 98_765_432.1,
          signups: 1_234_567,
          conversionRate: 99.99,
        }),
      ),
    ),
  ),
  play: async ({ canvasElement }) => {
    const total = await within(canvasElement).findByTestId('referral-stat-total', {}, patient);
    await expect(total.scrollWidth).toBeLessThanOrEqual(total.clientWidth + 1);
  },
};

/** The call never answers: four skeletons. */
export const Loading: Story = {
  parameters: withEcommerce(
    http.get(SUMMARY, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('referral-stat-total')).toBeNull();
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

// Fails until the play function lets the retry through.
let fails = true;

/** The call fails: an error with Retry; the retry loads the figures. */
export const ServerError: Story = {
  parameters: withEcommerce(
    http.get(SUMMARY, () =>
      fails ? HttpResponse.json({ message: 'Server error' }, { status: 500 }) : undefined,
    ),
  ),
  beforeEach: () => {
    fails = true;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('alert', {}, patient);
    fails = false;
    await userEvent.click(canvas.getByRole('button'));
    await canvas.findByTestId('referral-stat-total', {}, patient);
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull(), patient);
  },
};
