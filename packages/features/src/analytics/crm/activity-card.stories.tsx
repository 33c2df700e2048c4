import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { ActivityCard } from './activity-card.tsx';
import { crmCardStories, showsEmpty } from './test/crm-handlers.ts';

const states = crmCardStories({
  component: ActivityCard,
  card: 'activity',
  testId: 'crm-card-activity',
  width: 560,
  ready: (card) => within(card).findAllByTestId(/^crm-event-/),
  check: async (card, events) => {
    await expect(events).toHaveLength(6);
    // Times are relative to the fake API's pinned clock, each a machine-readable <time>.
    await expect(card.querySelectorAll('time[datetime]')).toHaveLength(6);
    for (const link of within(card).queryAllByRole('link'))
      await expect(link.getAttribute('href')).toMatch(
        /^\/apps\/(ecommerce\/order\/details|invoice\/preview)\/\d+$/,
      );
  },
});

const meta = {
  title: 'Features/Analytics/Crm/ActivityCard',
  ...states.meta,
} satisfies Meta<typeof ActivityCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The newest seeded orders, reviews and invoices sent, on a timeline. */
export const Default: Story = states.Default;

/** The call is in flight: the card's own skeleton. */
export const Loading: Story = states.Loading;

/** The call fails: an error with Retry; the retry loads the figures. */
export const ServerError: Story = states.ServerError;

/** Nothing has happened yet: the card says so. */
export const Empty: Story = {
  parameters: states.answer({ asOf: '2026-03-18T09:30:00.000Z', events: [] }),
  play: states.inCard(showsEmpty),
};
