import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { dashboardPageStories } from '../../test/dashboard-page-stories.ts';
import { patient } from '../../test/story-handlers.ts';
import { href } from '../routes.ts';
import { AcademyDashboardPage } from './dashboard-page.tsx';
import {
  academyDashboardCards,
  cardUrl,
  coursesUrl,
  withAcademy,
} from './test/dashboard-handlers.ts';

const pages = dashboardPageStories({
  path: href('dashboards.academy'),
  urls: [...academyDashboardCards.map(cardUrl), coursesUrl],
  withHandlers: withAcademy,
  cardPrefix: 'academy',
});

const meta = {
  title: 'Features/Academy/Dashboard/DashboardPage',
  component: AcademyDashboardPage,
  ...pages.meta,
} satisfies Meta<typeof AcademyDashboardPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const { card } = pages;

/** Every card with the figures the fake API computes from the seeded courses. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await within(await card(canvasElement, 'welcome')).findByTestId(
      'academy-welcome-hours',
      {},
      patient,
    );
    await within(await card(canvasElement, 'webinar')).findByTestId(
      'academy-webinar-title',
      {},
      patient,
    );
    const instructors = await card(canvasElement, 'instructors');
    await expect(
      await within(instructors).findAllByTestId('academy-instructor', {}, patient),
    ).toHaveLength(5);
    const courses = await card(canvasElement, 'courses');
    await waitFor(
      () => expect(within(courses).getAllByRole('row').length).toBeGreaterThan(2),
      patient,
    );
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Every call in flight: each card shows its own skeleton. */
export const Loading: Story = pages.Loading;

/** The whole API is down: every card fails on its own, the page still stands. */
export const AllFailing: Story = pages.AllFailing;
