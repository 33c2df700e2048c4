import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { failingHandler, loadingHandler } from '../../test/dashboard-card-stories.ts';
import { patient } from '../../test/story-handlers.ts';
import { href } from '../routes.ts';
import { AcademyDashboardPage } from './dashboard-page.tsx';
import {
  academyDashboardCards,
  coursesUrl,
  failingHandler as failingCard,
  loadingHandler as loadingCard,
  withAcademy,
} from './test/dashboard-handlers.ts';

const meta = {
  title: 'Features/Academy/Dashboard/DashboardPage',
  component: AcademyDashboardPage,
  parameters: {
    layout: 'padded',
    router: { initialEntry: href('dashboards.academy'), path: href('dashboards.academy') },
  },
} satisfies Meta<typeof AcademyDashboardPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement, id: string) =>
  within(canvasElement).findByTestId(`academy-card-${id}`, {}, patient);

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

/** Every call in flight: each card shows its own skeleton, the table its skeleton rows. */
export const Loading: Story = {
  parameters: withAcademy(
    ...academyDashboardCards.map((c) => loadingCard(c)),
    loadingHandler(coursesUrl),
  ),
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(canvasElement.querySelectorAll('[aria-busy="true"]')).toHaveLength(
          academyDashboardCards.length + 1,
        ),
      patient,
    );
  },
};

/** The whole API is down: every card and the table fail on their own, the page still stands. */
export const AllFailing: Story = {
  parameters: withAcademy(
    ...academyDashboardCards.map((c) => failingCard(c)),
    failingHandler(coursesUrl),
  ),
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(within(canvasElement).getAllByRole('alert')).toHaveLength(
          academyDashboardCards.length + 1,
        ),
      patient,
    );
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};
