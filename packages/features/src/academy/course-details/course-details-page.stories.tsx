import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { academyHandlers, getDb } from '@atrium/mocks';

import { detailsPageStories } from '../../test/details-stories.ts';
import { patient } from '../../test/list-stories.ts';
import { withMaxWidth } from '../../test/story-layout.tsx';
import { academyStoryOptions, DETAILS_URL, TOPICS_URL } from '../test/academy-stories.ts';
import { courseDetailsHref, href } from '../routes.ts';
import { CourseDetailsPage } from './course-details-page.tsx';

const kit = detailsPageStories(CourseDetailsPage, {
  ...academyStoryOptions,
  path: href('academy.courseDetails'),
  initialEntry: courseDetailsHref(2),
  endpoint: DETAILS_URL,
});

const meta = {
  title: 'Features/Academy/CourseDetails/CourseDetailsPage',
  ...kit.meta,
} satisfies Meta<typeof CourseDetailsPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Course 2's first section with a topic left to do, as seeded. */
const openSection = () =>
  getDb().courseDetails[1]!.content.find((item) => item.topics.some((t) => !t.isCompleted))!;

/** That section's status line and its first unticked topic. */
async function firstSection(canvasElement: HTMLElement) {
  const section = await within(canvasElement).findByTestId(openSection().id, {}, patient);
  const box = within(section)
    .getAllByRole('checkbox')
    .find((item) => item.getAttribute('aria-checked') === 'false');
  if (!box) throw new Error('No unticked topic in the first section');
  return { status: within(section).getByTestId('section-status'), box };
}

/** That section's "done / total" from the fake API's seed. */
const seededStatus = () => openSection().status;
const nextStatus = () => {
  const [done = 0, total = 0] = seededStatus().split(' / ').map(Number);
  return `${done + 1} / ${total}`;
};

/** Course 2: its poster and notice, figures and sections; ticking a topic moves its section's status. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { status, box } = await firstSection(canvasElement);
    await expect(status).toHaveTextContent(seededStatus());
    await userEvent.click(box);
    await waitFor(() => expect(status).toHaveTextContent(nextStatus()), patient);
    await waitFor(() => expect(box).toHaveAttribute('aria-checked', 'true'));
  },
};

/** No `courseId`: the first course. */
export const FirstCourse: Story = {
  parameters: kit.at(href('academy.courseDetails')),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole(
      'heading',
      { level: 1, name: getDb().courses[0]?.courseTitle },
      patient,
    );
  },
};

/** The save is refused: the tick goes back and a toast says so. */
export const SaveFails: Story = {
  parameters: {
    msw: {
      handlers: {
        academy: [
          http.patch(TOPICS_URL, () =>
            HttpResponse.json({ message: 'Server error' }, { status: 500 }),
          ),
          ...academyHandlers,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const { status, box } = await firstSection(canvasElement);
    await userEvent.click(box);
    await screen.findByRole('alert', {}, patient);
    await waitFor(() => expect(box).toHaveAttribute('aria-checked', 'false'), patient);
    await expect(status).toHaveTextContent(seededStatus());
  },
};

export const Loading: Story = kit.loading;
export const ServerError: Story = kit.serverError;
export const NotFound: Story = kit.notFound(courseDetailsHref(999), 'course-not-found');
export const ImpossibleId: Story = kit.notFound(
  `${href('academy.courseDetails')}?courseId=abc`,
  'course-not-found',
);

/** A long title and instructor on a phone: the header and the sections wrap. */
export const LongTitleOnAPhone: Story = {
  decorators: [withMaxWidth(360)],
  parameters: {
    msw: {
      handlers: {
        academy: [
          http.get(DETAILS_URL, () => {
            const details = getDb().courseDetails[0]!;
            return HttpResponse.json({
              ...details,
              title: `${details.title}: the complete and thoroughly practical guide for busy professionals`,
              instructor: 'Maria-Fernanda Castellanos de la Vega',
            });
          }),
          ...academyHandlers,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1 }, patient);
  },
};
