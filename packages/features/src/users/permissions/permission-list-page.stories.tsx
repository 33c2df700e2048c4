import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';

import { getDb, permissionsHandlers } from '@atrium/mocks';

import { listChecks, listPageStories } from '../../test/list-stories.ts';
import { href } from '../routes.ts';
import { PermissionListPage } from './permission-list-page.tsx';

const kit = listPageStories(PermissionListPage, {
  path: href('permissions'),
  domain: 'permissions',
  handlers: permissionsHandlers,
  endpoint: '*/api/apps/permissions',
  emptyBody: { permissions: [], totalPermissions: 0 },
});
const { states } = kit;

const meta = {
  title: 'Features/Users/Permissions/PermissionListPage',
  ...kit.meta,
} satisfies Meta<typeof PermissionListPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const firstCells = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('tbody tr td:first-child')].map((td) => td.textContent);

/** The seeded permissions; typing narrows them as typed. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText(getDb().permissions[0]?.name ?? '');
    await userEvent.type(listChecks.searchBox(canvasElement), 'billing');
    await waitFor(() => expect(firstCells(canvasElement)).toEqual(['Manage Billing & Roles']), {
      timeout: 4000,
    });
  },
};

export const Empty: Story = states.empty;
export const Loading: Story = states.loading;
export const ServerError: Story = states.serverError;
