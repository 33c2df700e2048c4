import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { patient } from '../../test/story-handlers.ts';
import { ProjectsCard } from './projects-card.tsx';
import { cardStateStories } from './test/analytics-handlers.ts';

/** The progress column's cells, top to bottom, as numbers. */
const progressOf = (table: HTMLElement) =>
  Array.from(table.querySelectorAll('[role="progressbar"]')).map((bar) =>
    Number(bar.getAttribute('aria-valuenow')),
  );

const states = cardStateStories({
  component: ProjectsCard,
  card: 'projects',
  testId: 'analytics-card-projects',
  width: 860,
  ready: (card) => within(card).findByTestId('analytics-projects-table', undefined, patient),
  check: async (_card, table) => {
    await expect(progressOf(table)).toHaveLength(5);
    // Sorting by progress: the column's header is a button; one press sorts ascending.
    const header = table.querySelector<HTMLElement>('th[data-column="progress"] button');
    if (!header) throw new Error('no sortable progress header');
    await userEvent.click(header);
    await waitFor(() =>
      expect(table.querySelector('th[data-column="progress"]')).toHaveAttribute(
        'aria-sort',
        'ascending',
      ),
    );
    const values = progressOf(table);
    await expect(values).toEqual([...values].sort((a, b) => a - b));
  },
});

const meta = {
  title: 'Features/Analytics/Dashboard/ProjectsCard',
  ...states.meta,
} satisfies Meta<typeof ProjectsCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The profile's seeded projects; sorted and paged in the browser. */
export const Default: Story = states.Default;

/** No projects: the table says so. */
export const Empty: Story = {
  parameters: states.answer({ projects: [] }),
  play: states.inCard(async (card) => {
    await within(card).findByTestId('analytics-projects-empty', undefined, patient);
  }),
};

/** The call is in flight: the card's own skeleton. */
export const Loading: Story = states.Loading;

/** The call fails: an error with Retry; the retry loads the figures. */
export const ServerError: Story = states.ServerError;
