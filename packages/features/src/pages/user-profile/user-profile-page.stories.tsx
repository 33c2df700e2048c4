import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { getDb, pagesHandlers } from '@atrium/mocks';

import { detailsPageStories } from '../../test/details-stories.ts';
import { listChecks } from '../../test/list-stories.ts';
import { patient } from '../../test/story-handlers.ts';
import { pagesPaths } from '../routes.ts';
import { profileTabPath } from './profile-tabs.ts';
import { UserProfilePage } from './user-profile-page.tsx';

const kit = detailsPageStories(UserProfilePage, {
  path: pagesPaths.userProfile,
  initialEntry: profileTabPath('profile'),
  domain: 'pages',
  handlers: pagesHandlers,
  endpoint: '*/api/pages/profile',
  alongside: ['*/api/pages/profile/header'],
});

const meta = {
  title: 'Features/Pages/UserProfile/UserProfilePage',
  ...kit.meta,
} satisfies Meta<typeof UserProfilePage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The profile tab: about, overview, activity, connections, teams and the projects table. */
export const Profile: Story = {
  play: async ({ canvas }) => {
    await canvas.findByTestId('profile-tab', {}, patient);
    await expect(canvas.getByTestId('profile-activity').querySelectorAll('li')).toHaveLength(
      getDb().profileTabs.profile.activity.length,
    );
    await expect(canvas.getByRole('table')).toBeVisible();
  },
};

export const Teams: Story = {
  parameters: kit.at(profileTabPath('teams')),
  play: async ({ canvas }) => {
    await canvas.findByTestId('profile-teams', {}, patient);
  },
};

/** Each project's figures in the reader's language: budget, days, members, days left. */
export const Projects: Story = {
  parameters: kit.at(profileTabPath('projects')),
  play: async ({ canvas }) => {
    const projects = await canvas.findByTestId('profile-projects', {}, patient);
    const [first] = within(projects).getAllByRole('listitem', { name: /./ });
    await expect(first).toHaveAccessibleName(getDb().profileTabs.projects[0]!.title);
    // Dates are formatted for the reader, never the stored ISO days.
    await expect(first?.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  },
};

/** The tabs drawn as a grid of cards, whose test ids are `profile-<tab>`. */
type CardTab = 'teams' | 'projects';

/** Opens `tab`, its call answering `body` (the other tabs and the header stay seeded). */
const tabAnswering = (tab: CardTab, body: () => Response) => ({
  ...kit.at(profileTabPath(tab)),
  msw: {
    handlers: {
      pages: [
        http.get('*/api/pages/profile', ({ request }) =>
          new URL(request.url).searchParams.get('tab') === tab ? body() : undefined,
        ),
        ...pagesHandlers,
      ],
    },
  },
});

/** `tab` answering no card: its empty state (a heading) in place of the grid. */
const emptyTab = (tab: CardTab): Story => ({
  parameters: tabAnswering(tab, () => HttpResponse.json([])),
  play: async ({ canvas }) => {
    const empty = await canvas.findByTestId(`profile-${tab}-empty`, {}, patient);
    await expect(within(empty).getByRole('heading', { level: 2 })).toBeVisible();
    await expect(canvas.queryByTestId(`profile-${tab}`)).toBeNull();
  },
});

/** `tab` failing: its error with a retry under the header, which still loads. */
const failingTab = (tab: CardTab): Story => ({
  parameters: tabAnswering(tab, () =>
    HttpResponse.json({ message: 'Server error' }, { status: 500 }),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, patient)).toBeVisible();
    await expect(await canvas.findByTestId('profile-header', {}, patient)).toBeVisible();
    await expect(canvas.queryByTestId(`profile-${tab}`)).toBeNull();
  },
});

/** A user in no team: the tab says so instead of an empty list. */
export const TeamsEmpty: Story = emptyTab('teams');

/** A user on no project: the tab says so instead of an empty list. */
export const ProjectsEmpty: Story = emptyTab('projects');

/** The teams call failed: the tab's error with its retry. */
export const TeamsError: Story = failingTab('teams');

/** The projects call failed: the tab's error with its retry. */
export const ProjectsError: Story = failingTab('projects');

/** The profile tab's projects table searched for a name no project has: its empty row. */
export const ProjectsTableNoMatch: Story = {
  parameters: kit.at(`${profileTabPath('profile')}?q=zzzz`),
  play: async ({ canvas }) => {
    const table = await canvas.findByTestId('profile-projects-table', {}, patient);
    await waitFor(() => {
      const rows = table.querySelectorAll('tbody tr');
      return Promise.all([
        expect(rows).toHaveLength(1),
        expect(rows[0]?.querySelector('td[colspan]')).not.toBeNull(),
      ]);
    }, patient);
    await expect(listChecks.searchBox(table)).toHaveValue('zzzz');
  },
};

export const Connections: Story = {
  parameters: kit.at(profileTabPath('connections')),
  play: async ({ canvas }) => {
    await canvas.findByTestId('profile-connections', {}, patient);
  },
};

/** A click connects a person and the button stays pressed (behaviour only: a toast is up). */
export const Connect: Story = {
  parameters: kit.at(profileTabPath('connections')),
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    await canvas.findByTestId('profile-connections', {}, patient);
    const button = canvas.getByTestId('connect-Francis Byrd');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await waitFor(
      () =>
        expect(canvas.getByTestId('connect-Francis Byrd')).toHaveAttribute('aria-pressed', 'true'),
      patient,
    );
  },
};

export const Loading: Story = kit.loading;
export const ServerError: Story = kit.serverError;
