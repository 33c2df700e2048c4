import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { CoursesResponse } from '@atrium/mocks/types';

import { setupFakeApi } from '../../test/msw-server.ts';
import { renderWithUrl, urlSearch } from '../../test/render-list-page.tsx';
import { courseDetailsHref, href } from '../routes.ts';
import { MyCoursesPage } from './my-courses-page.tsx';

setupFakeApi();

const renderPage = (search = '') =>
  renderWithUrl(<MyCoursesPage />, `${href('academy.myCourse')}${search}`);

/** The fake API's first page of `query`, as the page asks for it (by name, six a page). */
async function firstPage(query: Record<string, string> = {}) {
  const params = new URLSearchParams({ sortBy: 'courseName', itemsPerPage: '6', ...query });
  const response = await fetch(`http://localhost/api/apps/academy/courses?${params.toString()}`);
  return ((await response.json()) as CoursesResponse).courses;
}

const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Courses' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

async function showsPage(query: Record<string, string> = {}) {
  const expected = (await firstPage(query)).map((course) => course.courseTitle);
  await waitFor(() => expect(cardTitles()).toEqual(expected), { timeout: 10_000 });
}

describe('MyCoursesPage', { timeout: 60_000 }, () => {
  it('shows the first six courses by name, each with its progress and a way in', async () => {
    renderPage();
    await showsPage();
    const [first] = await firstPage();
    const card = screen.getByTestId(`course-${first!.id}`);
    expect(within(card).getByTestId('course-tasks')).toHaveTextContent(
      `${first!.completedTasks} / ${first!.totalTasks} tasks`,
    );
    const way = first!.completedTasks === 0 ? 'Start' : 'Continue';
    expect(within(card).getByRole('link', { name: way })).toHaveAttribute(
      'href',
      courseDetailsHref(first!.id),
    );
    expect(screen.getByTestId('course-pages')).toBeInTheDocument();
  });

  it('keeps the search, the category and "hide completed" in the URL, and the cards follow', async () => {
    const user = userEvent.setup();
    renderPage();
    await showsPage();
    await user.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'ines');
    await waitFor(() => expect(urlSearch()).toContain('q=ines'), { timeout: 5_000 });
    await showsPage({ q: 'ines' });

    await user.click(screen.getByRole('switch', { name: 'Hide completed' }));
    await waitFor(() => expect(urlSearch()).toContain('hideCompleted=true'));
    await showsPage({ q: 'ines', hideCompleted: 'true' });

    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Art' }));
    await waitFor(() => expect(urlSearch()).toContain('label=Art'));
    await showsPage({ q: 'ines', hideCompleted: 'true', label: 'Art' });
  });

  it('sorts by progress from the sort select, and pages', async () => {
    const user = userEvent.setup();
    renderPage();
    await showsPage();
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Progress, most done first' }));
    await waitFor(() => expect(urlSearch()).toContain('sortBy=progress&orderBy=desc'));
    await showsPage({ sortBy: 'progress', orderBy: 'desc' });
    await user.click(within(screen.getByTestId('course-pages')).getByRole('button', { name: /2/ }));
    await waitFor(() => expect(urlSearch()).toContain('page=2'));
    await showsPage({ sortBy: 'progress', orderBy: 'desc', page: '2' });
  });

  it('opens on the view a link names, and offers to clear a search that finds nothing', async () => {
    const user = userEvent.setup();
    renderPage('?q=zzz&label=Web');
    await user.click(await screen.findByTestId('clear-filters', {}, { timeout: 10_000 }));
    await showsPage();
    expect(urlSearch()).not.toContain('q=');
    expect(urlSearch()).not.toContain('label=');
  });
});
