import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import type { ReviewSummary } from '@atrium/mocks/types';

import { ReviewSummaryCards } from './review-summary.tsx';
import { answering, patient } from '../../test/story-handlers.ts';
import { widgetStates } from '../../test/widget-stories.ts';

const SUMMARY = '*/api/apps/ecommerce/reviews/summary';

const meta = {
  title: 'Features/Ecommerce/Reviews/ReviewSummaryCards',
  component: ReviewSummaryCards,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ReviewSummaryCards>;
export default meta;

type Story = StoryObj<typeof meta>;

const states = widgetStates(SUMMARY, 'review-average');

/** The rating summary and reviews per week, computed by the fake API from the seeded reviews. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('review-average', {}, patient);
    // One bar per star rating, 5 to 1.
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(5);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  },
};

const emptySummary: ReviewSummary = {
  average: 0,
  total: 0,
  published: 0,
  pending: 0,
  histogram: ([5, 4, 3, 2, 1] as const).map((rating) => ({ rating, count: 0 })),
  weeks: [],
};

/** No reviews yet: zero average, empty bars and an empty chart. */
export const Empty: Story = {
  parameters: answering(SUMMARY, emptySummary),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('review-average', {}, patient);
    for (const bar of canvas.getAllByRole('progressbar'))
      await expect(bar).toHaveAttribute('aria-valuenow', '0');
  },
};

const skewedSummary: ReviewSummary = {
  average: 4.96,
  total: 12_480,
  published: 12_001,
  pending: 479,
  histogram: [
    { rating: 5, count: 12_000 },
    { rating: 4, count: 480 },
    { rating: 3, count: 0 },
    { rating: 2, count: 0 },
    { rating: 1, count: 0 },
  ],
  weeks: Array.from({ length: 12 }, (_, i) => ({
    start: `2026-${String(Math.floor(i / 4) + 8).padStart(2, '0')}-${String((i % 4) * 7 + 1).padStart(2, '0')}`,
    count: i === 11 ? 4_800 : 640 + i * 10,
  })),
};

/** Large figures and one busy week: the bars and chart stay readable. */
export const LargeNumbers: Story = {
  parameters: answering(SUMMARY, skewedSummary),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('review-average', {}, patient);
    const [five] = canvas.getAllByRole('progressbar');
    await expect(Number(five?.getAttribute('aria-valuenow'))).toBeGreaterThan(90);
  },
};

/** The call never answers: two skeletons. */
export const Loading: Story = states.loading;

/** The call fails: an error with Retry; the retry loads the summary. */
export const ServerError: Story = states.serverError;
