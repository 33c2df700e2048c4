import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { academyHandlers, getDb } from '@atrium/mocks';
import type { CoursesResponse } from '@atrium/mocks/types';

import { listChecks, listPageStories, patient } from '../../test/list-stories.ts';
import { withMaxWidth } from '../../test/story-layout.tsx';
import { academyStoryOptions, COURSES_URL } from '../test/academy-stories.ts';
import { href } from '../routes.ts';
import { MyCoursesPage } from './my-courses-page.tsx';

const kit = listPageStories(MyCoursesPage, {
  ...academyStoryOptions,
  path: href('academy.myCourse'),
  endpoint: COURSES_URL,
  emptyBody: { courses: [], totalCourse: [], total: 0 },
});
const { states } = kit;

const meta = {
  title: 'Features/Academy/MyCourses/MyCoursesPage',
  ...kit.meta,
} satisfies Meta<typeof MyCoursesPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The cards' course titles, in order. */
const titles = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('article h3')].map((h) => h.textContent);

/** The titles the fake API's first page of `query` holds (name order, six a page). */
async function firstPage(query: Record<string, string>) {
  const params = new URLSearchParams({ sortBy: 'courseName', itemsPerPage: '6', ...query });
  const response = await fetch(`/api/apps/academy/courses?${params.toString()}`);
  return ((await response.json()) as CoursesResponse).courses.map((course) => course.courseTitle);
}

/** Waits until the cards show the first page of `query`. */
async function showsPage(canvasElement: HTMLElement, query: Record<string, string> = {}) {
  const expected = await firstPage(query);
  await waitFor(() => expect(titles(canvasElement)).toEqual(expected), patient);
}

/** The seeded courses by name; typing narrows the cards to the matching ones. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await showsPage(canvasElement);
    await userEvent.type(listChecks.searchBox(canvasElement), 'ines');
    await showsPage(canvasElement, { q: 'ines' });
  },
};

/** "Hide completed" drops the finished courses: Ines Duarte's five lose the one she has finished. */
export const HideCompleted: Story = {
  parameters: kit.at('?q=ines'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await showsPage(canvasElement, { q: 'ines' });
    const all = titles(canvasElement).length;
    await userEvent.click(canvas.getByRole('switch'));
    await waitFor(() => expect(canvas.getByRole('switch')).toBeChecked(), patient);
    await showsPage(canvasElement, { q: 'ines', hideCompleted: 'true' });
    await expect(titles(canvasElement).length).toBeLessThan(all);
  },
};

/** A category and a sort from the URL (a shared link): the cards and the fields show them. */
export const FilteredAndSorted: Story = {
  parameters: kit.at('?label=Art&sortBy=progress&orderBy=desc'),
  play: async ({ canvasElement }) => {
    await showsPage(canvasElement, { label: 'Art', sortBy: 'progress', orderBy: 'desc' });
  },
};

/** A search nothing matches: the filtered-empty state clears it and the courses come back. */
export const NothingMatches: Story = {
  parameters: kit.at('?q=zzz'),
  play: async ({ canvasElement }) => {
    const clear = await within(canvasElement).findByTestId('clear-filters', {}, patient);
    await userEvent.click(clear);
    await showsPage(canvasElement);
  },
};

export const Empty: Story = {
  ...states.empty,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByTestId('courses-empty', {}, patient);
    await expect(canvasElement.querySelector('article')).toBeNull();
  },
};
export const Loading: Story = {
  ...states.loading,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};
export const ServerError: Story = states.serverError;

/** Long titles and tutor names wrap inside their cards, on a phone too. */
export const LongTitlesOnAPhone: Story = {
  decorators: [withMaxWidth(360)],
  parameters: {
    msw: {
      handlers: {
        academy: [
          http.get(COURSES_URL, () => {
            const courses = getDb()
              .courses.slice(0, 2)
              .map((course) => ({
                ...course,
                courseTitle: `${course.courseTitle}: the complete and thoroughly practical guide for busy professionals`,
                user: 'Maria-Fernanda Castellanos de la Vega',
              }));
            return HttpResponse.json({ courses, totalCourse: courses, total: courses.length });
          }),
          ...academyHandlers,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(titles(canvasElement)).toHaveLength(2), patient);
  },
};
