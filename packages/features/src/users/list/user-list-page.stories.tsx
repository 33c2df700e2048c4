import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { getDb, usersHandlers } from '@atrium/mocks';

import { listChecks, listPageStories, patient } from '../../test/list-stories.ts';
import { href } from '../routes.ts';
import {
  drawerOf,
  expectRefused,
  expectToast,
  fillAndSave,
  newUser,
} from './test/user-story-steps.ts';
import { UserListPage } from './user-list-page.tsx';

const LIST = '*/api/apps/users';
const SUMMARY = '*/api/apps/users/summary';

const kit = listPageStories(UserListPage, {
  path: href('user.list'),
  domain: 'users',
  handlers: usersHandlers,
  endpoint: LIST,
  alongside: [SUMMARY],
  emptyBody: { users: [], totalUsers: 0, totalPages: 0, page: 1 },
});
const { states } = kit;

const names = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('td[data-column="user"] a')].map((el) => el.textContent);
const waitForFirstRow = (canvasElement: HTMLElement, name: string) =>
  waitFor(() => expect(names(canvasElement)[0]).toBe(name), patient);
const firstUser = () => getDb().users[0]!.fullName;
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const meta = {
  title: 'Features/Users/UserList/UserListPage',
  ...kit.meta,
} satisfies Meta<typeof UserListPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The seeded users with the four summary cards, and every action of an admin. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await waitForFirstRow(canvasElement, firstUser());
    const canvas = within(canvasElement);
    for (const card of ['total', 'paid', 'active', 'pending']) {
      await canvas.findByTestId(`user-summary-${card}`, {}, patient);
    }
    await expect(canvas.getByTestId('user-summary-total')).toHaveTextContent('50');
    await expect(canvasElement.querySelectorAll('td[data-column="select"]')).toHaveLength(10);
  },
};

/** The list and the summary never answer: skeletons. */
export const Loading: Story = states.loading;

/** A search and a role that match nothing: the empty state offers to clear both. */
export const FilteredEmpty: Story = {
  parameters: kit.at('?q=nobody-by-this-name&role=admin'),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByTestId('clear-filters', {}, patient);
    await expect(listChecks.searchBox(canvasElement)).toHaveValue('nobody-by-this-name');
  },
};

// Fails until the play function of ServerErrorRetry lets the retries through.
let fails = true;
const failing = () =>
  fails ? HttpResponse.json({ message: 'Server error' }, { status: 500 }) : undefined;

/** Both calls fail: each shows its error with a retry. */
export const ServerError: Story = {
  ...states.serverError,
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(within(canvasElement).getAllByRole('alert')).toHaveLength(2),
      patient,
    );
  },
};

/** Both calls fail until retried: each retry brings its part back. */
export const ServerErrorRetry: Story = {
  tags: ['no-visual'],
  parameters: {
    msw: {
      handlers: { users: [http.get(LIST, failing), http.get(SUMMARY, failing), ...usersHandlers] },
    },
  },
  beforeEach: () => {
    fails = true;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('alert')).toHaveLength(2), patient);
    fails = false;
    for (const alert of canvas.getAllByRole('alert')) {
      await userEvent.click(within(alert).getByRole('button'));
    }
    await waitForFirstRow(canvasElement, firstUser());
    await canvas.findByTestId('user-summary-total', {}, patient);
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull(), patient);
  },
};

/** A user who may only read users: no add button, no selection, a row menu with View alone. */
export const ReadOnly: Story = {
  parameters: { access: [{ action: 'read', subject: 'User' }] },
  play: async ({ canvasElement }) => {
    await waitForFirstRow(canvasElement, firstUser());
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('user-list-add')).toBeNull();
    await expect(canvasElement.querySelectorAll('td[data-column="select"]')).toHaveLength(0);
    await userEvent.click(canvas.getByTestId('user-actions-1'));
    const items = await body(canvasElement).findAllByRole('menuitem');
    await expect(items.map((item) => item.dataset.testid)).toEqual(['user-view']);
    await userEvent.keyboard('{Escape}');
  },
};

/** Add a user: the drawer is filled and saved, a toast says so, and the list shows them. */
export const AddUser: Story = {
  play: async ({ canvasElement }) => {
    await waitForFirstRow(canvasElement, firstUser());
    await userEvent.click(within(canvasElement).getByTestId('user-list-add'));
    await fillAndSave(await drawerOf(canvasElement), newUser);
    await waitForFirstRow(canvasElement, newUser.fullName);
    await expect(names(canvasElement)).toHaveLength(1);
    await expectToast(canvasElement, newUser.fullName);
    await expect(getDb().users.at(-1)).toMatchObject({ ...newUser, role: 'subscriber' });
  },
};

/** Add with an email another user has: the fake API refuses it under the field, input kept. */
export const AddDuplicateEmail: Story = {
  play: async ({ canvasElement }) => {
    await waitForFirstRow(canvasElement, firstUser());
    await userEvent.click(within(canvasElement).getByTestId('user-list-add'));
    const drawer = await drawerOf(canvasElement);
    const taken = getDb().users[2]!.email;
    await fillAndSave(drawer, { ...newUser, email: taken });
    await expectRefused(drawer, 'email', taken);
    await expect(getDb().users).toHaveLength(50);
  },
};
