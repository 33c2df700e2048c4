import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, within } from 'storybook/test';

import { getDb, usersHandlers } from '@atrium/mocks';
import type { User } from '@atrium/mocks/types';

import {
  drawerOf,
  expectRefused,
  expectToast,
  fillAndSave,
  inputOf,
  newUser,
} from './test/user-story-steps.ts';
import { UserDrawer } from './user-drawer.tsx';

/** The first seeded user as the list row the page hands the drawer. */
const seeded = (): User => {
  const { taskDone: _t, projectDone: _p, taxId: _x, language: _l, ...row } = getDb().users[0]!;
  return row;
};

const meta = {
  title: 'Features/Users/UserList/UserDrawer',
  component: UserDrawer,
  args: { open: true, user: null, onClose: fn(), onSaved: fn() },
} satisfies Meta<typeof UserDrawer>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Adding: empty fields, a subscriber on the basic plan by default. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await drawerOf(canvasElement);
    await expect(inputOf(drawer, 'fullName')).toHaveValue('');
    await expect(inputOf(drawer, 'email')).toHaveValue('');
  },
};

/** Nothing typed and Save: the form's own checks, before anything is sent. */
export const Invalid: Story = {
  tags: ['no-visual'],
  args: { onSaved: fn() },
  play: async ({ args, canvasElement }) => {
    const drawer = await drawerOf(canvasElement);
    await fillAndSave(drawer, {});
    await expectRefused(drawer, 'fullName', '');
    await expectRefused(drawer, 'email', '');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** Editing: the fields hold the user. */
export const Editing: Story = {
  render: (args) => <UserDrawer {...args} user={seeded()} />,
  play: async ({ canvasElement }) => {
    const drawer = await drawerOf(canvasElement);
    await expect(inputOf(drawer, 'email')).toHaveValue(seeded().email);
  },
};

/**
 * The fake API refuses the email and the username (another user has them): each message lands
 * under its field, and what was typed stays.
 */
export const ServerFieldErrors: Story = {
  parameters: {
    msw: {
      handlers: {
        users: [
          http.post('*/api/apps/users', () =>
            HttpResponse.json(
              {
                errors: {
                  email: ['This email is already in use.'],
                  username: ['This username is already taken.'],
                },
              },
              { status: 400 },
            ),
          ),
          ...usersHandlers,
        ],
      },
    },
  },
  play: async ({ args, canvasElement }) => {
    const drawer = await drawerOf(canvasElement);
    await fillAndSave(drawer, newUser);
    await expectRefused(drawer, 'email', newUser.email);
    await expectRefused(drawer, 'username', newUser.username);
    await expect(inputOf(drawer, 'fullName')).toHaveValue(newUser.fullName);
    await expect(args.onSaved).not.toHaveBeenCalled();
    await expect(within(drawer).getByTestId('user-save')).toBeEnabled();
  },
};

/** A save the fake API takes: the drawer tells the page and closes. */
export const Saves: Story = {
  tags: ['no-visual'],
  play: async ({ args, canvasElement }) => {
    await fillAndSave(await drawerOf(canvasElement), newUser);
    await expectToast(canvasElement, newUser.fullName);
    await expect(args.onSaved).toHaveBeenCalledWith(
      expect.objectContaining({ email: newUser.email }),
      true,
    );
    await expect(args.onClose).toHaveBeenCalled();
  },
};
