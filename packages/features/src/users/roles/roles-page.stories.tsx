import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { getDb } from '@atrium/mocks';
import { matrixToRules } from '@atrium/mocks/values';

import { AccessProvider, createAppAbility } from '../../shared/access/index.ts';
import { href } from '../routes.ts';
import { RolesPage } from './roles-page.tsx';
import {
  expectChecked,
  matrixBox,
  patient,
  roleCard,
  roleDialog,
  rolesFailing,
  selectAll,
  withRoles,
} from './test/story-roles.ts';

const path = href('roles');

const meta = {
  title: 'Features/Users/Roles/RolesPage',
  component: RolesPage,
  parameters: { layout: 'padded', router: { initialEntry: path, path } },
} satisfies Meta<typeof RolesPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The seeded roles held by their accounts, and the accounts table with every holder. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const support = await roleCard(canvasElement, 4);
    const holders = getDb().loginUsers.filter((u) => u.roleId === 4).length;
    await expect(within(support).getByTestId('role-users')).toHaveTextContent(String(holders));
    await expect(canvas.getByTestId('role-add')).toBeVisible();
    const table = within(await canvas.findByTestId('role-accounts'));
    await waitFor(() => expect(table.getAllByRole('row').length).toBeGreaterThan(5), patient);
  },
};

/** The cards' skeletons and the table's while both calls are on their way. */
export const Loading: Story = {
  parameters: withRoles(
    http.get('*/api/apps/roles*', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(canvasElement.querySelector('section[aria-busy="true"]')).not.toBeNull(),
      patient,
    );
  },
};

let rolesFail = true;

/** The roles call fails: an error with Retry, which loads the cards. */
export const ServerError: Story = {
  parameters: rolesFailing(() => rolesFail),
  beforeEach: () => {
    rolesFail = true;
  },
  play: async ({ canvasElement }) => {
    const section = await within(canvasElement).findByTestId('roles-error', {}, patient);
    rolesFail = false;
    await userEvent.click(within(section).getByRole('button'));
    await roleCard(canvasElement, 1);
  },
};

/**
 * A reader without `create` or `update Role`: no "Add new role"; each card opens its role to
 * look at, the boxes cannot change and nothing saves.
 */
export const ReadOnly: Story = {
  parameters: { access: [{ action: 'read', subject: 'Role' }] },
  play: async ({ canvasElement }) => {
    const card = await roleCard(canvasElement, 2);
    await expect(within(canvasElement).queryByTestId('role-add')).toBeNull();
    await userEvent.click(within(card).getByTestId('role-edit'));
    const dialog = await roleDialog();
    const box = matrixBox(dialog, 'Email', 0);
    await expectChecked(box, 'true');
    await userEvent.click(box);
    await expectChecked(box, 'true');
    await expect(within(dialog).queryByTestId('role-save')).toBeNull();
  },
};

/**
 * EDIT ROLE MATRIX: support's boxes ticked and unticked, "Select all" both ways, then saved: a
 * toast, the card's count of permissions follows, and the fake API holds the matrix.
 */
export const EditRoleMatrix: Story = {
  play: async ({ canvasElement }) => {
    const card = await roleCard(canvasElement, 4);
    const granted = within(card).getByTestId('role-granted');
    const before = granted.textContent;
    await userEvent.click(within(card).getByTestId('role-edit'));
    const dialog = await roleDialog();
    const all = selectAll(dialog);
    await expectChecked(all, 'mixed');
    await userEvent.click(all);
    await expectChecked(all, 'true');
    await userEvent.click(all);
    await expectChecked(all, 'false');
    await userEvent.click(matrixBox(dialog, 'Email', 0));
    await userEvent.click(matrixBox(dialog, 'Kanban', 2));
    await userEvent.click(matrixBox(dialog, 'Kanban', 2));
    await expectChecked(matrixBox(dialog, 'Kanban', 2), 'false');
    await expectChecked(all, 'mixed');
    await userEvent.click(within(dialog).getByTestId('role-save'));
    await within(document.body).findAllByRole('status', {}, patient);
    await waitFor(() => expect(granted.textContent).not.toBe(before), patient);
    const stored = getDb().roles.find((r) => r.id === 4);
    await expect(matrixToRules(stored?.permissions ?? [])).toEqual([
      { action: 'read', subject: 'Email' },
    ]);
  },
};

const startPreview = fn();

/**
 * PREVIEW AS ROLE: the card's button hands the app the role's name and the rules of its
 * current matrix (the app shows the banner and the screens; nothing is saved).
 */
export const PreviewAsRole: Story = {
  decorators: [
    (Story) => (
      <AccessProvider
        value={{
          ability: createAppAbility([{ action: 'manage', subject: 'all' }]),
          preview: null,
          startPreview,
          exitPreview: fn(),
        }}
      >
        <Story />
      </AccessProvider>
    ),
  ],
  beforeEach: () => {
    startPreview.mockClear();
  },
  play: async ({ canvasElement }) => {
    const card = await roleCard(canvasElement, 5);
    await userEvent.click(within(card).getByTestId('role-preview'));
    const role = getDb().roles.find((r) => r.id === 5);
    await expect(startPreview).toHaveBeenCalledTimes(1);
    await expect(startPreview).toHaveBeenCalledWith({
      roleName: within(card).getByRole('heading').textContent,
      rules: matrixToRules(role?.permissions ?? []),
    });
    await expect(getDb().roles.find((r) => r.id === 5)).toEqual(role);
  },
};
