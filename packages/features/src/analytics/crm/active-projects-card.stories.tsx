import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { ActiveProjectsCard } from './active-projects-card.tsx';
import { crmCardStories, showsEmpty } from './test/crm-handlers.ts';

const states = crmCardStories({
  component: ActiveProjectsCard,
  card: 'projects',
  testId: 'crm-card-projects',
  width: 560,
  ready: (card) => within(card).findAllByRole('progressbar'),
  check: async (_card, bars) => {
    await expect(bars.length).toBeGreaterThan(0);
    // Each bar is named by its project and tasks, and says how far it has come.
    for (const bar of bars) {
      await expect(bar).toHaveAccessibleName(/\d/);
      await expect(bar).toHaveAttribute('aria-valuenow');
    }
  },
});

const meta = {
  title: 'Features/Analytics/Crm/ActiveProjectsCard',
  ...states.meta,
} satisfies Meta<typeof ActiveProjectsCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The profile's seeded projects still running, nearest deadline first. */
export const Default: Story = states.Default;

/** The call is in flight: the card's own skeleton. */
export const Loading: Story = states.Loading;

/** The call fails: an error with Retry; the retry loads the figures. */
export const ServerError: Story = states.ServerError;

/** Every project is past its deadline: the card says so. */
export const Empty: Story = {
  parameters: states.answer({ projects: [] }),
  play: states.inCard(showsEmpty),
};
