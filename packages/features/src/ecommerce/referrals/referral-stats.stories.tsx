import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { ReferralStats } from './referral-stats.tsx';
import { answering, patient } from '../../test/story-handlers.ts';
import { widgetStates } from '../../test/widget-stories.ts';

const SUMMARY = '*/api/apps/ecommerce/referrals/summary';
const STATS = ['total', 'unpaid', 'signups', 'conversion'] as const;

const meta = {
  title: 'Features/Ecommerce/Referrals/ReferralStats',
  component: ReferralStats,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ReferralStats>;
export default meta;

type Story = StoryObj<typeof meta>;

const states = widgetStates(SUMMARY, 'referral-stat-total');

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
  parameters: answering(SUMMARY, summaryOf({})),
  play: async ({ canvasElement }) => {
    const signups = await within(canvasElement).findByTestId('referral-stat-signups', {}, patient);
    await expect(signups).toBeVisible();
  },
};

/** Very large figures: the cards keep their size and wrap rather than overflow. */
export const LargeFigures: Story = {
  parameters: answering(
    SUMMARY,
    summaryOf({
      totalEarnings: 123_456_789.12,
      unpaidEarnings: 98_765_432.1,
      signups: 1_234_567,
      conversionRate: 99.99,
    }),
  ),
  play: async ({ canvasElement }) => {
    const total = await within(canvasElement).findByTestId('referral-stat-total', {}, patient);
    await expect(total.scrollWidth).toBeLessThanOrEqual(total.clientWidth + 1);
  },
};

/** The call never answers: four skeletons. */
export const Loading: Story = states.loading;

/** The call fails: an error with Retry; the retry loads the figures. */
export const ServerError: Story = states.serverError;
