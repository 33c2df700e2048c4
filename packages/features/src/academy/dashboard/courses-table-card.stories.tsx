import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { academyHandlers } from '@atrium/mocks';

import { listChecks, listPageStories, patient } from '../../test/list-stories.ts';
import { withMaxWidth } from '../../test/story-layout.tsx';
import { href } from '../routes.ts';
import { CoursesTableCard } from './courses-table-card.tsx';
import { coursesUrl } from './test/dashboard-handlers.ts';

const kit = listPageStories(CoursesTableCard, {
  path: href('dashboards.academy'),
  domain: 'academy',
  handlers: academyHandlers,
  endpoint: coursesUrl,
  emptyBody: { courses: [], totalCourse: [], total: 0 },
  tableId: 'academy-card-courses',
});
const { states, table } = kit;
if (!table) throw new Error('The courses table needs its test id');

const meta = {
  title: 'Features/Academy/Dashboard/CoursesTableCard',
  ...kit.meta,
  // The width the table gets on a desktop dashboard (two thirds of the grid).
  decorators: [withMaxWidth(860)],
} satisfies Meta<typeof CoursesTableCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The progress of each row of the table, as its bar says (0–100). */
const progressValues = (root: HTMLElement) =>
  within(root)
    .getAllByRole('progressbar')
    .map((bar) => Number(bar.getAttribute('aria-valuenow')));

/** The first page of the seeded courses; typing a tutor's name narrows them to that tutor's. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const loaded = await table.loaded(canvasElement);
    await waitFor(() => expect(within(loaded).getAllByRole('row')).toHaveLength(11), patient);
    await userEvent.type(listChecks.searchBox(canvasElement), 'Ines');
    await waitFor(() => expect(within(loaded).getAllByRole('row')).toHaveLength(1 + 5), patient);
  },
};

/** Sorted by progress, highest first, on the second page: the URL holds the view. */
export const SortedSecondPage: Story = {
  parameters: kit.at('?sortBy=progress&orderBy=desc&page=2'),
  play: async ({ canvasElement }) => {
    const loaded = await table.loaded(canvasElement);
    await waitFor(() => expect(within(loaded).getAllByRole('row')).toHaveLength(11), patient);
    const values = progressValues(loaded);
    await expect(values).toEqual([...values].sort((a, b) => b - a));
    // The finished courses (100 %) fill the top of the first page, not this one.
    await expect(values[0]).toBeLessThan(100);
  },
};

/** No course at all. */
export const Empty: Story = states.empty;

/** The call is in flight: skeleton rows. */
export const Loading: Story = states.loading;

/** The call fails: the error row with Retry. */
export const ServerError: Story = states.serverError;

/** Retry after a failure loads the rows. */
export const Retry: Story = kit.retry();
