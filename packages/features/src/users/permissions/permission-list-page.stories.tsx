import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';

import { getDb, permissionsHandlers } from '@atrium/mocks';

import { listChecks, listStoryStates } from '../../test/list-stories.ts';
import { href } from '../routes.ts';
import { PermissionListPage } from './permission-list-page.tsx';

const LIST = href('permissions');

const meta = {
  title: 'Features/Users/Permissions/PermissionListPage',
  component: PermissionListPage,
  parameters: { layout: 'padded', router: { initialEntry: LIST, path: LIST } },
} satisfies Meta<typeof PermissionListPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const states = listStoryStates({
  domain: 'permissions',
  handlers: permissionsHandlers,
  endpoint: '*/api/apps/permissions',
  emptyBody: { permissions: [], totalPermissions: 0 },
});

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
