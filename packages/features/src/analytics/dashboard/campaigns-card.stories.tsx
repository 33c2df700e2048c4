import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { patient } from '../../test/story-handlers.ts';
import { CampaignsCard } from './campaigns-card.tsx';
import { cardStateStories } from './test/analytics-handlers.ts';

const states = cardStateStories({
  component: CampaignsCard,
  card: 'campaigns',
  testId: 'analytics-card-campaigns',
  ready: (card) => within(card).findByTestId('analytics-campaigns-emails', undefined, patient),
  check: async (card, emails) => {
    await expect(emails.textContent).toMatch(/\d/);
    for (const key of ['opened', 'clicked', 'subscribed', 'complaints', 'unsubscribed'])
      await expect(
        within(card).getByTestId(`analytics-campaigns-${key}-value`).textContent,
      ).toMatch(/\d/);
  },
});

const meta = {
  title: 'Features/Analytics/Dashboard/CampaignsCard',
  ...states.meta,
} satisfies Meta<typeof CampaignsCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** This month's seeded mail campaigns, their counts and rates. */
export const Default: Story = states.Default;

const none = { opened: 0, clicked: 0, subscribed: 0, complaints: 0, unsubscribed: 0 };

/** No campaign sent this month: the card says so. */
export const Empty: Story = {
  parameters: states.answer({ month: '2026-03', campaigns: 0, emails: 0, ...none, rates: none }),
  play: states.inCard(async (card) => {
    await within(card).findByTestId('analytics-campaigns-empty', undefined, patient);
  }),
};

/** The call is in flight: the card's own skeleton. */
export const Loading: Story = states.Loading;

/** The call fails: an error with Retry; the retry loads the figures. */
export const ServerError: Story = states.ServerError;
