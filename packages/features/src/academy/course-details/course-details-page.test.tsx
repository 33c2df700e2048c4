import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { getDb } from '@atrium/mocks';

import { setupFakeApi } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { courseDetailsHref, href } from '../routes.ts';
import { CourseDetailsPage } from './course-details-page.tsx';

const server = setupFakeApi();

const renderPage = (url: string) =>
  renderWithProviders(<CourseDetailsPage />, {
    initialEntry: url,
    path: href('academy.courseDetails'),
  });

const slow = { timeout: 10_000 };

/** Course 2's first section with a topic left to do, as seeded. */
const openSection = () =>
  getDb().courseDetails[1]!.content.find((item) => item.topics.some((t) => !t.isCompleted))!;

/** That section on the page: its status line and its first unticked topic. */
async function sectionOnPage(sectionId: string) {
  const section = await screen.findByTestId(sectionId, {}, slow);
  const box = within(section)
    .getAllByRole('checkbox')
    .find((item) => item.getAttribute('aria-checked') === 'false');
  if (!box) throw new Error(`No unticked topic in ${sectionId}`);
  return { status: within(section).getByTestId('section-status'), box };
}

describe('CourseDetailsPage', { timeout: 60_000 }, () => {
  it('shows the course the URL names: title, tutor, poster with a notice, figures and sections', async () => {
    const course = getDb().courses[1]!;
    renderPage(courseDetailsHref(course.id));
    expect(
      await screen.findByRole('heading', { level: 1, name: course.courseTitle }, slow),
    ).toBeInTheDocument();
    expect(screen.getByText(`By ${course.user}`)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `${course.courseTitle}: lesson poster` })).toBeVisible();
    expect(screen.getByTestId('no-video')).toHaveTextContent('No video is available');
    expect(document.querySelector('video')).toBeNull();
    const numbers = screen.getByTestId('course-numbers');
    expect(numbers).toHaveTextContent(`Lectures:${course.totalTasks}`);
    expect(numbers).toHaveTextContent(`Length:${course.time}`);
    const details = getDb().courseDetails[1]!;
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(details.content.length);
  });

  it('shows the first course without a courseId, and not found for an unknown one', async () => {
    const { unmount } = renderPage(href('academy.courseDetails'));
    expect(
      await screen.findByRole('heading', { level: 1, name: getDb().courses[0]!.courseTitle }, slow),
    ).toBeInTheDocument();
    unmount();
    renderPage(courseDetailsHref(999));
    expect(await screen.findByTestId('course-not-found', {}, slow)).toBeInTheDocument();
  });

  it('ticks a topic: the fake API stores it, the section status moves and a reload keeps it', async () => {
    const user = userEvent.setup();
    const courseId = 2;
    const before = getDb().courses[1]!.completedTasks;
    const seeded = openSection();
    const done = seeded.topics.filter((topic) => topic.isCompleted).length;
    const { unmount } = renderPage(courseDetailsHref(courseId));
    const { status, box } = await sectionOnPage(seeded.id);
    expect(status).toHaveTextContent(`${done} / ${seeded.topics.length}`);
    await user.click(box);
    await waitFor(() => expect(status).toHaveTextContent(`${done + 1} / ${seeded.topics.length}`));
    await waitFor(() => expect(getDb().courses[1]!.completedTasks).toBe(before + 1));
    expect(getDb().courseDetails[1]!.content.find((item) => item.id === seeded.id)?.status).toBe(
      `${done + 1} / ${seeded.topics.length}`,
    );
    unmount();
    renderPage(courseDetailsHref(courseId));
    const again = await sectionOnPage(seeded.id);
    expect(again.status).toHaveTextContent(`${done + 1} / ${seeded.topics.length}`);
  });

  it('puts a refused tick back and says so', async () => {
    server.use(
      http.patch('*/api/apps/academy/course-details/topics', () =>
        HttpResponse.json({ message: 'Server error' }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    const stored = getDb().courses[1]!.completedTasks;
    renderPage(courseDetailsHref(2));
    const { status, box } = await sectionOnPage(openSection().id);
    const shown = status.textContent;
    await user.click(box);
    expect(await screen.findByText(/could not be saved/, {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveAttribute('aria-checked', 'false'));
    expect(status.textContent).toBe(shown);
    expect(getDb().courses[1]!.completedTasks).toBe(stored);
  });

  it('offers a retry when the course cannot be loaded', async () => {
    let fail = true;
    server.use(
      http.get('*/api/apps/academy/course-details', () =>
        fail ? HttpResponse.json({ message: 'Server error' }, { status: 500 }) : undefined,
      ),
    );
    const user = userEvent.setup();
    renderPage(courseDetailsHref(3));
    const alert = await screen.findByRole('alert', {}, slow);
    fail = false;
    await user.click(within(alert).getByRole('button'));
    expect(
      await screen.findByRole('heading', { level: 1, name: getDb().courses[2]!.courseTitle }, slow),
    ).toBeInTheDocument();
  });
});
