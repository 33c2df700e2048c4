import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { patient } from '../../test/story-handlers.ts';
import { SourceVisitsCard } from './source-visits-card.tsx';
import { cardStateStories } from './test/analytics-handlers.ts';

const sources = ['direct', 'social', 'email', 'referral', 'ads', 'other'];

const states = cardStateStories({
  component: SourceVisitsCard,
  card: 'source-visits',
  testId: 'analytics-card-source-visits',
  ready: (card) => within(card).findByTestId('analytics-sources-total', undefined, patient),
  check: async (card, total) => {
    await expect(total.textContent).toMatch(/\d/);
    for (const source of sources)
      await expect(
        within(card).getByTestId(`analytics-source-${source}-value`).textContent,
      ).toMatch(/\d/);
  },
});

const meta = {
  title: 'Features/Analytics/Dashboard/SourceVisitsCard',
  ...states.meta,
} satisfies Meta<typeof SourceVisitsCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The seeded series' visits of the last 30 days by source. */
export const Default: Story = states.Default;

/** No visits in the period: the card says so. */
export const Empty: Story = {
  parameters: states.answer({
    period: { from: '2026-02-17', to: '2026-03-18' },
    total: 0,
    sources: sources.map((source) => ({ source, visits: 0, share: 0, change: null })),
  }),
  play: states.inCard(async (card) => {
    await within(card).findByTestId('analytics-sources-empty', undefined, patient);
  }),
};

/** The call is in flight: the card's own skeleton. */
export const Loading: Story = states.Loading;

/** The call fails: an error with Retry; the retry loads the figures. */
export const ServerError: Story = states.ServerError;
