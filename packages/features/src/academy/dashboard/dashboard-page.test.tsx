import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { getDb } from '@atrium/mocks';

import { createStore } from '../../store/create-store.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { prefetchAcademyDashboard } from '../api/academy-dashboard.ts';

import { setupFakeApi } from '../../test/msw-server.ts';
import { loadedRows, renderWithUrl, urlSearch } from '../../test/render-list-page.tsx';
import { href } from '../routes.ts';
import { AcademyDashboardPage } from './dashboard-page.tsx';

const server = setupFakeApi();

const renderPage = (initialEntry: string = href('dashboards.academy')) =>
  renderWithUrl(<AcademyDashboardPage />, initialEntry, href('dashboards.academy'));

const card = (id: string) => screen.getByTestId(`academy-card-${id}`);
/** A card's content comes a render after its data (drawn in a transition), and seven cards draw. */
const WAIT = { timeout: 8000 };

/** The course titles of the table's rows, in order. */
async function titles() {
  return (await loadedRows('Course list')).map(
    (row) => within(row).queryByTestId('academy-course-title')?.textContent ?? '',
  );
}

describe('AcademyDashboardPage', { timeout: 60_000 }, () => {
  it('draws every card from the fake API, following the stored courses', async () => {
    // Change the data first: the figures must follow it, not a constant.
    getDb().courses.splice(0, 5);
    const courses = getDb().courses;
    const done = courses.reduce((n, c) => n + c.completedTasks, 0);
    const total = courses.reduce((n, c) => n + c.totalTasks, 0);
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Academy dashboard');
    expect(await screen.findByTestId('academy-welcome-tasks', undefined, WAIT)).toHaveTextContent(
      `${done} of ${total} tasks done`,
    );
    expect(screen.getByTestId('academy-welcome-hours')).toHaveTextContent(/\d hr/);
    await within(card('webinar')).findByTestId('academy-webinar-title', undefined, WAIT);

    const web = courses.filter((c) => c.tags === 'Web').length;
    expect(
      await within(card('topics')).findByTestId('academy-topic-Web', undefined, WAIT),
    ).toHaveTextContent(`${web} courses`);

    const instructors = await within(card('instructors')).findAllByTestId(
      'academy-instructor',
      undefined,
      WAIT,
    );
    expect(instructors).toHaveLength(5);

    const mostViewed = [...courses].sort((a, b) => b.view - a.view)[0];
    const top = await within(card('top-courses')).findAllByTestId(
      'academy-top-course',
      undefined,
      WAIT,
    );
    expect(top[0]).toHaveTextContent(mostViewed?.courseTitle ?? 'none');

    const design = courses.filter((c) => c.tags === 'Design');
    expect(
      await within(card('assignments')).findByTestId('academy-assignment-Design', undefined, WAIT),
    ).toHaveTextContent(
      `${design.reduce((n, c) => n + c.completedTasks, 0)} / ${design.reduce((n, c) => n + c.totalTasks, 0)} tasks`,
    );

    expect(await titles()).toHaveLength(10);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sorts the courses table by progress: the URL holds the sort, the rows follow it', async () => {
    const user = userEvent.setup();
    renderPage();
    await waitFor(async () => expect(await titles()).toHaveLength(10), WAIT);
    const table = screen.getByRole('table', { name: 'Course list' });
    await user.click(within(table).getByRole('button', { name: /Progress/ }));
    await waitFor(() => expect(urlSearch()).toContain('sortBy=progress'));
    expect(urlSearch()).toContain('orderBy=asc');
    const byProgress = [...getDb().courses]
      .map((c) => ({ title: c.courseTitle, ratio: c.completedTasks / c.totalTasks }))
      .sort((a, b) => a.ratio - b.ratio);
    await waitFor(async () =>
      expect(await titles()).toEqual(byProgress.slice(0, 10).map((c) => c.title)),
    );

    await user.click(within(table).getByRole('button', { name: /Course/ }));
    await waitFor(() => expect(urlSearch()).toContain('sortBy=courseName'));
    const byName = getDb()
      .courses.map((c) => c.courseTitle)
      .sort((a, b) => a.localeCompare(b));
    await waitFor(async () => expect(await titles()).toEqual(byName.slice(0, 10)));
  });

  it('reads the view from the URL and searches title or tutor', async () => {
    const user = userEvent.setup();
    renderPage(`${href('dashboards.academy')}?page=3`);
    await waitFor(async () => expect(await titles()).toHaveLength(5), WAIT);
    await user.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'angular');
    await waitFor(async () => expect(await titles()).toEqual(['Basics of Angular']));
    await waitFor(() => expect(urlSearch()).toContain('q=angular'));
  });

  it('shows an error with Retry in a failing card only, and retry loads it', async () => {
    server.use(
      http.get('*/api/dashboards/academy/topics', () =>
        HttpResponse.json({ message: 'Server error' }, { status: 500 }),
      ),
    );
    renderPage();
    const topics = card('topics');
    const alert = await within(topics).findByRole('alert', undefined, WAIT);
    expect(alert).toHaveTextContent("Couldn't load this card");
    expect(
      await within(card('instructors')).findAllByTestId('academy-instructor', undefined, WAIT),
    ).toHaveLength(5);
    server.resetHandlers();
    await userEvent.click(within(topics).getByRole('button', { name: 'Retry' }));
    await within(topics).findByTestId('academy-topic-Web', undefined, WAIT);
    expect(within(topics).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("prefetches the courses table's first view with the cards: the table asks nothing more", async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/apps/academy/courses')) asked.push(url.search);
    });
    const store = createStore();
    prefetchAcademyDashboard(store.dispatch);
    // The table's call leaves with the cards', before the page draws.
    await waitFor(() => expect(asked).toEqual(['?page=1&itemsPerPage=10']));
    renderWithProviders(<AcademyDashboardPage />, {
      store,
      initialEntry: href('dashboards.academy'),
    });
    expect(await titles()).toHaveLength(10);
    expect(asked).toHaveLength(1);
    server.events.removeAllListeners();
  });
});
