import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';

import { getDb, pagesHandlers } from '@atrium/mocks';

import { detailsPageStories } from '../../test/details-stories.ts';
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

export const Projects: Story = {
  parameters: kit.at(profileTabPath('projects')),
  play: async ({ canvas }) => {
    await canvas.findByTestId('profile-projects', {}, patient);
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
