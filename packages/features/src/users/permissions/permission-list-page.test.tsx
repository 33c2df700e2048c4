import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { getDb } from '@atrium/mocks';

import { setupFakeApi } from '../../test/msw-server.ts';
import { loadedRows, renderWithUrl } from '../../test/render-list-page.tsx';
import { href } from '../routes.ts';
import { PermissionListPage } from './permission-list-page.tsx';

const server = setupFakeApi();

const renderPage = (initialEntry = href('permissions')) =>
  renderWithUrl(<PermissionListPage />, initialEntry);

/** The permission names on screen, in order, once the table has loaded. */
async function names() {
  return (await loadedRows('Permissions')).map(
    (row) => within(row).queryAllByRole('cell')[0]?.textContent ?? '',
  );
}

describe('PermissionListPage', { timeout: 60_000 }, () => {
  it('lists the permissions with the roles that hold them', async () => {
    renderPage();
    const row = await screen.findByRole('row', { name: /Add & Remove Users/ }, { timeout: 10_000 });
    expect(await names()).toEqual(getDb().permissions.map((p) => p.name));
    expect(row).toHaveTextContent('Administrator');
    expect(row).toHaveTextContent('Manager');
  });

  it('narrows the rows as typed and keeps the search in the URL', async () => {
    const user = userEvent.setup();
    renderPage();
    await waitFor(async () => expect((await names()).length).toBeGreaterThan(1));
    await user.type(screen.getByRole('searchbox', { name: 'Search permissions' }), 'billing');
    await waitFor(async () => expect(await names()).toEqual(['Manage Billing & Roles']));
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('q=billing'));
  });

  it('sorts by name on the server, ascending then descending', async () => {
    const user = userEvent.setup();
    renderPage();
    await waitFor(async () => expect((await names()).length).toBeGreaterThan(1));
    const sorted = getDb()
      .permissions.map((p) => p.name)
      .sort((a, b) => a.localeCompare(b));
    const header = screen.getByRole('columnheader', { name: /Name/ });
    await user.click(within(header).getByRole('button'));
    await waitFor(async () => expect(await names()).toEqual(sorted));
    expect(screen.getByTestId('search')).toHaveTextContent('sortBy=name&orderBy=asc');
    await user.click(within(header).getByRole('button'));
    await waitFor(async () => expect(await names()).toEqual([...sorted].reverse()));
    expect(screen.getByTestId('search')).toHaveTextContent('orderBy=desc');
  });

  it('says so when nothing matches, and clears the search', async () => {
    const user = userEvent.setup();
    renderPage(`${href('permissions')}?q=zzz`);
    expect(await screen.findByText('No permission matches this search')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(async () => expect((await names()).length).toBeGreaterThan(1));
    expect(screen.getByTestId('search')).toBeEmptyDOMElement();
    expect(screen.getByRole('searchbox', { name: 'Search permissions' })).toHaveValue('');
  });

  it('shows the empty state without a clear action when there are no permissions', async () => {
    server.use(
      http.get('*/api/apps/permissions', () =>
        HttpResponse.json({ permissions: [], totalPermissions: 0 }),
      ),
    );
    renderPage();
    expect(await screen.findByText('No permissions yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });
});
