import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { getDb } from '@atrium/mocks';
import type { UserDetails } from '@atrium/mocks/types';

import { UNDO_WINDOW_MS } from '../../shared/index.ts';
import { setupFakeApi } from '../../test/msw-server.ts';
import { renderWithUrl, urlSearch } from '../../test/render-list-page.tsx';
import { renderWithProviders } from '../../test/render.tsx';
import { href } from '../routes.ts';
import { UserListPage } from './user-list-page.tsx';

const server = setupFakeApi();
const path = href('user.list');

function renderPage(search = '') {
  const user = userEvent.setup();
  return { user, ...renderWithUrl(<UserListPage />, `${path}${search}`) };
}

type User = ReturnType<typeof userEvent.setup>;
const url = () => new URLSearchParams(urlSearch());
const table = () => screen.getByRole('table', { name: 'Users' });
const cellsOf = (column: string) =>
  [...table().querySelectorAll(`td[data-column="${column}"]`)].map((el) => el.textContent);
/** The names of the rows shown, top to bottom (the user cell's link). */
const names = () =>
  [...table().querySelectorAll('td[data-column="user"] a')].map((el) => el.textContent);
const waitForRows = async (...first: string[]) => {
  await waitFor(() => expect(names().slice(0, first.length)).toEqual(first));
};
const users = () => getDb().users;
const stored = (id: number) => users().find((u) => u.id === id);
const byId = (id: number) => stored(id) as UserDetails;
const FIRST = () => byId(1).fullName;

async function choose(user: User, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function openMenu(user: User, name: string, item: string) {
  await user.click(screen.getByRole('button', { name: `Actions for ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

/** Fills the drawer's text fields (role and plan through their selects). */
async function fill(user: User, values: Record<string, string>) {
  const drawer = await screen.findByRole('dialog');
  for (const [label, value] of Object.entries(values)) {
    const field = within(drawer).getByRole('textbox', { name: new RegExp(`^${label}`) });
    await user.clear(field);
    await user.type(field, value);
  }
  return drawer;
}

const grace = {
  'Full name': 'Grace Hopper',
  Username: 'ghopper',
  Email: 'grace@navy.example',
  Contact: '+1 555 010 0101',
  Company: 'Navy',
  Country: 'United States',
};

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// A whole page against the fake API: slow on a shared machine, hence the longer timeout.
describe('UserListPage', { timeout: 30_000 }, () => {
  it('shows the users with their role, plan and status, and the four summary counts', async () => {
    renderPage();
    await waitForRows(FIRST());
    expect(names()).toHaveLength(10);
    const first = byId(1);
    const row = table().querySelector('td[data-column="user"]')!.closest('tr')!;
    expect(within(row).getByRole('link', { name: first.fullName })).toHaveAttribute(
      'href',
      '/apps/user/view/1/account',
    );
    expect(within(row).getByText(first.email)).toBeInTheDocument();
    expect(cellsOf('role')[0]).toBe('Editor');
    expect(cellsOf('plan')[0]).toBe('Basic');
    expect(cellsOf('status')[0]).toBe('Pending');
    const summary = screen.getByRole('region', { name: 'User summary' });
    const count = (test: (u: UserDetails) => boolean) => String(users().filter(test).length);
    const card = async (id: string) => within(summary).findByTestId(`user-summary-${id}`);
    expect(await card('total')).toHaveTextContent('50');
    expect(await card('paid')).toHaveTextContent(count((u) => u.currentPlan !== 'basic'));
    expect(await card('active')).toHaveTextContent(count((u) => u.status === 'Active'));
    expect(await card('pending')).toHaveTextContent(count((u) => u.status === 'Pending'));
  });

  it('filters by role, plan and status: the rows and the URL follow', async () => {
    const { user } = renderPage();
    await waitForRows(FIRST());
    await choose(user, 'Role', 'Maintainer');
    const maintainers = users().filter((u) => u.role === 'maintainer');
    await waitForRows(...maintainers.slice(0, 10).map((u) => u.fullName));
    expect(url().get('role')).toBe('maintainer');
    await choose(user, 'Plan', 'Team');
    await choose(user, 'Status', 'Pending');
    const expected = maintainers.filter((u) => u.currentPlan === 'team' && u.status === 'Pending');
    await waitFor(() => expect(names()).toEqual(expected.map((u) => u.fullName)));
    expect(url().get('plan')).toBe('team');
    expect(url().get('status')).toBe('Pending');
  });

  it('restores the filters from the URL, says when nothing matches, and clears them', async () => {
    const { user } = renderPage('?role=admin&q=zzz');
    expect(await screen.findByRole('heading', { name: 'No users match' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveTextContent('Admin');
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('zzz');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitForRows(FIRST());
    expect(url().get('role')).toBeNull();
    expect(url().get('q')).toBeNull();
  });

  it('searches as typed on name or email, and keeps the search in the URL', async () => {
    const { user } = renderPage('?page=2');
    await waitForRows(byId(11).fullName);
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'kowalski');
    const matches = users().filter((u) => u.fullName.toLowerCase().includes('kowalski'));
    await waitFor(() => expect(names()).toEqual(matches.map((u) => u.fullName)));
    await waitFor(() => expect(url().get('q')).toBe('kowalski'), { timeout: 3000 });
    expect(url().get('page')).toBeNull();
  });

  it('sorts by user on the server, and pages', async () => {
    const { user } = renderPage();
    await waitForRows(FIRST());
    const sorted = [...users()].sort((a, b) => a.fullName.localeCompare(b.fullName));
    await user.click(screen.getByRole('button', { name: 'User' }));
    await waitForRows(sorted[0]!.fullName, sorted[1]!.fullName);
    expect(url().get('sortBy')).toBe('user');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitForRows(sorted[10]!.fullName);
    expect(url().get('page')).toBe('2');
  });

  it('adds a user: a toast, and the list shows the new user', async () => {
    const { user } = renderPage('?status=Inactive');
    await screen.findAllByRole('link');
    await user.click(screen.getByRole('button', { name: 'Add new user' }));
    const drawer = await fill(user, grace);
    await choose(user, 'Role', 'Author');
    await user.click(within(drawer).getByRole('combobox', { name: /^Plan/ }));
    await user.click(await screen.findByRole('option', { name: 'Enterprise' }));
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Grace Hopper added')).toBeInTheDocument();
    await waitForRows('Grace Hopper');
    expect(names()).toHaveLength(1);
    expect(url().get('q')).toBe('grace@navy.example');
    expect(url().get('status')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stored(51)).toMatchObject({
      fullName: 'Grace Hopper',
      username: 'ghopper',
      role: 'author',
      currentPlan: 'enterprise',
      company: 'Navy',
    });
  });

  it("checks the fields before sending, then shows the server's refusals under their fields", async () => {
    const { user } = renderPage();
    await waitForRows(FIRST());
    await user.click(screen.getByRole('button', { name: 'Add new user' }));
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText("Enter the user's full name.")).toBeInTheDocument();
    expect(within(drawer).getByText('Enter a valid email address.')).toBeInTheDocument();
    const taken = byId(3);
    await fill(user, { ...grace, Username: taken.username, Email: taken.email.toUpperCase() });
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    const email = within(drawer).getByRole('textbox', { name: /^Email/ });
    await waitFor(() => expect(email).toHaveAccessibleDescription('This email is already in use.'));
    expect(within(drawer).getByText('This username is already taken.')).toBeInTheDocument();
    // The input is kept, and nothing was stored.
    expect(email).toHaveValue(taken.email.toUpperCase());
    expect(within(drawer).getByRole('textbox', { name: /^Full name/ })).toHaveValue('Grace Hopper');
    expect(users()).toHaveLength(50);
  });

  it('edits a user from the row menu: the drawer is filled, the save is stored', async () => {
    const { user } = renderPage();
    await waitForRows(FIRST());
    const first = byId(1);
    await openMenu(user, first.fullName, 'Edit');
    const drawer = await screen.findByRole('dialog', { name: 'Edit user' });
    expect(within(drawer).getByRole('textbox', { name: /^Email/ })).toHaveValue(first.email);
    await fill(user, { Company: 'Atrium Labs' });
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(`${first.fullName} saved`)).toBeInTheDocument();
    expect(byId(1).company).toBe('Atrium Labs');
    expect(users()).toHaveLength(50);
  });

  it('deletes a row at once, Undo brings it back, and the DELETE goes when the window closes', async () => {
    const { user } = renderPage();
    await waitForRows(FIRST());
    const [first, second] = [byId(1), byId(2)];
    await openMenu(user, first.fullName, 'Delete');
    let dialog = await screen.findByRole('alertdialog', { name: `Delete ${first.fullName}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitForRows(second.fullName);
    expect(await screen.findByText(`${first.fullName} deleted`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitForRows(first.fullName);
    expect(stored(1)).toBeDefined();

    await openMenu(user, first.fullName, 'Delete');
    dialog = await screen.findByRole('alertdialog');
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitForRows(second.fullName);
    expect(stored(1)).toBeDefined();
    await act(() => vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS));
    await waitFor(() => expect(stored(1)).toBeUndefined());
    await waitFor(() => expect(screen.getByTestId('user-summary-total')).toHaveTextContent('49'));
  });

  it('sets the status of the selected users, with one toast', async () => {
    const { user } = renderPage();
    await waitForRows(FIRST());
    const [a, b] = [byId(1), byId(2)];
    await user.click(screen.getByRole('checkbox', { name: `Select ${a.fullName}` }));
    await user.click(screen.getByRole('checkbox', { name: `Select ${b.fullName}` }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    await user.click(within(bar).getByRole('button', { name: 'Set status' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Inactive' }));
    expect(await screen.findByText('2 users set to Inactive')).toBeInTheDocument();
    expect([byId(1).status, byId(2).status]).toEqual(['Inactive', 'Inactive']);
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
    await waitFor(() => expect(cellsOf('status').slice(0, 2)).toEqual(['Inactive', 'Inactive']));
  });

  it('bulk-deletes the selected users after a confirm', async () => {
    const { user, unmount } = renderPage();
    await waitForRows(FIRST());
    await user.click(screen.getByRole('checkbox', { name: `Select ${byId(1).fullName}` }));
    await user.click(screen.getByRole('checkbox', { name: `Select ${byId(4).fullName}` }));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 2 users?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitForRows(byId(2).fullName, byId(3).fullName, byId(5).fullName);
    expect(await screen.findByText('2 users deleted')).toBeInTheDocument();
    unmount();
    await waitFor(() => expect(stored(1) ?? stored(4)).toBeUndefined());
  });

  it('hides add, edit, delete and selection from a user who may only read users', async () => {
    const user = userEvent.setup();
    renderWithProviders(<UserListPage />, {
      initialEntry: path,
      rules: [{ action: 'read', subject: 'User' }],
    });
    await waitForRows(FIRST());
    expect(screen.queryByRole('button', { name: 'Add new user' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: `Actions for ${FIRST()}` }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['View']);
  });

  it('exports every row of the filtered view as CSV', async () => {
    let blob: Blob | undefined;
    URL.createObjectURL = vi.fn((b: Blob) => {
      blob = b;
      return 'blob:users';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderPage('?status=Active&sortBy=user&orderBy=asc');
    const active = users()
      .filter((u) => u.status === 'Active')
      .sort((a, b) => a.fullName.localeCompare(b.fullName));
    await waitForRows(active[0]!.fullName);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(blob).toBeDefined());
    const lines = (await blob!.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('User,Role,Plan,Contact,Status');
    // Every active user, not only the page on screen.
    expect(active.length).toBeGreaterThan(10);
    expect(lines).toHaveLength(active.length + 1);
    const [a] = active;
    expect(lines[1]).toContain(`${a!.fullName} <${a!.email}>`);
    expect(lines[1]).toMatch(/,Active$/);
  });

  it('shows the error with a retry, for the list and for the summary', async () => {
    const failures = { list: 0, summary: 0 };
    const failOnce = (call: keyof typeof failures) => () => {
      if (failures[call] > 0) return undefined;
      failures[call] += 1;
      return HttpResponse.json({ message: 'Server error' }, { status: 500 });
    };
    server.use(
      http.get('*/api/apps/users', failOnce('list')),
      http.get('*/api/apps/users/summary', failOnce('summary')),
    );
    const { user } = renderPage();
    expect(await screen.findByText('The users could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByText('The user summary could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitForRows(FIRST());
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('user-summary-total')).toHaveTextContent('50');
  });
});
