import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { getDb } from '@atrium/mocks';

import { setupFakeApi } from '../../test/msw-server.ts';
import { loadedRows, renderWithUrl, urlSearch } from '../../test/render-list-page.tsx';
import { pagesPaths } from '../routes.ts';
import { profileTabPath } from './profile-tabs.ts';
import { UserProfilePage } from './user-profile-page.tsx';

const server = setupFakeApi();
configure({ asyncUtilTimeout: 8000 });

const open = (url: string) => {
  renderWithUrl(<UserProfilePage />, url, pagesPaths.userProfile);
  return userEvent.setup();
};

describe('the user profile page', { timeout: 30_000 }, () => {
  it('shows the tab the URL names and moves between tabs through links', async () => {
    const user = open(profileTabPath('teams'));
    const teams = await screen.findByTestId('profile-teams');
    expect(within(teams).getAllByRole('listitem', { name: /./ }).length).toBe(
      getDb().profileTabs.teams.length,
    );
    expect(screen.getByRole('tab', { name: 'Teams' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByTestId('profile-tab-projects'));
    const projects = await screen.findByTestId('profile-projects');
    expect(within(projects).getByText(getDb().profileTabs.projects[0]!.title)).toBeVisible();
  });

  it('formats the figures the fake API stores: budget, members, dates, days left', async () => {
    open(profileTabPath('projects'));
    const projects = await screen.findByTestId('profile-projects');
    const first = within(projects).getByRole('listitem', { name: 'Social Banners' });
    expect(first).toHaveTextContent('$18.2K of $24.8K');
    expect(first).toHaveTextContent('280 members');
    expect(within(projects).getByRole('listitem', { name: 'Admin Template' })).toHaveTextContent(
      '1.1K members',
    );
    expect(first).not.toHaveTextContent(/\d{4}-\d{2}-\d{2}/);
    expect(first).toHaveTextContent(/\d+ days? left|Past deadline/);
    expect(screen.getByText('Joined April 2021')).toBeVisible();
  });

  it('says so when the user is in no team or on no project', async () => {
    server.use(
      http.get('*/api/pages/profile', ({ request }) =>
        new URL(request.url).searchParams.get('tab') === 'profile'
          ? undefined
          : HttpResponse.json([]),
      ),
    );
    const user = open(profileTabPath('teams'));
    expect(await screen.findByTestId('profile-teams-empty')).toHaveTextContent('No team yet');
    await user.click(screen.getByTestId('profile-tab-projects'));
    expect(await screen.findByTestId('profile-projects-empty')).toHaveTextContent('No project yet');
  });

  it('an unknown tab shows the profile tab, with the header and the activity', async () => {
    open('/pages/user-profile/secrets');
    await screen.findByTestId('profile-tab');
    expect(screen.getByRole('heading', { name: getDb().profileHeader.fullName })).toBeVisible();
    const activity = screen.getByTestId('profile-activity');
    expect(within(activity).getAllByRole('listitem')).toHaveLength(
      getDb().profileTabs.profile.activity.length,
    );
  });

  it('the header toggle saves and survives a refetch', async () => {
    const user = open(profileTabPath('profile'));
    const button = await screen.findByTestId('profile-connected');
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    await waitFor(() => expect(getDb().profileHeader.connected).toBe(true));
    await waitFor(() =>
      expect(screen.getByTestId('profile-connected')).toHaveAttribute('aria-pressed', 'true'),
    );
  });

  it('connect on a connection card saves and the tab shows the stored state', async () => {
    const user = open(profileTabPath('connections'));
    const name = 'Eugenia Parsons';
    const button = await screen.findByTestId(`connect-${name}`);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    await waitFor(() =>
      expect(getDb().profileTabs.connections.find((c) => c.name === name)?.isConnected).toBe(true),
    );
    await waitFor(() =>
      expect(screen.getByTestId(`connect-${name}`)).toHaveAttribute('aria-pressed', 'true'),
    );
  });

  it('the projects table searches and sorts in the browser, the view in the URL', async () => {
    const user = open(profileTabPath('profile'));
    const rows = getDb().profileTabs.profile.projectTable;
    expect(await loadedRows('Project list')).toHaveLength(rows.length);
    await user.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'design');
    await waitFor(async () => expect(await loadedRows('Project list')).toHaveLength(2));
    await waitFor(() => expect(urlSearch()).toContain('q=design'));
    await user.clear(screen.getByRole('searchbox', { name: 'Search projects' }));
    await waitFor(() => expect(urlSearch()).not.toContain('q='));
    await user.click(screen.getByRole('button', { name: /Progress/ }));
    await waitFor(() => expect(urlSearch()).toContain('sortBy=status'));
    const lowest = [...rows].sort((a, b) => a.status - b.status)[0]!;
    await waitFor(async () => {
      const [first] = await loadedRows('Project list');
      expect(first?.textContent).toContain(lowest.name);
    });
  });
});
