import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';

import { createDataTableColumns } from '@atrium/ui';
import type { User } from '@atrium/mocks/types';

import { IdentityCell, useColumns } from '../../shared/index.ts';
import { RoleChip, StatusChip } from './user-looks.tsx';

/**
 * A user's details screen, on its Account tab (the app's route table: `user.view`,
 * `/apps/user/view/:id/:tab?`). Written here until that route joins users/routes.ts.
 */
export const userViewPath = (id: number) => `/apps/user/view/${id}/account`;

const column = createDataTableColumns<User>();

/**
 * The user list's columns. The sortable ones have the fake API's sort keys as ids (user, role,
 * plan, status; packages/mocks/README.md, Calls), so a header click sorts on the server.
 */
const userColumns = (t: TFunction<'users'>) => [
  column.accessor('fullName', {
    id: 'user',
    header: t('userList.columns.user'),
    meta: { csv: (u: User) => `${u.fullName} <${u.email}>` },
    cell: ({ row }) => (
      <IdentityCell
        image={row.original.avatar || undefined}
        name={row.original.fullName}
        detail={row.original.email}
        title={<Link to={userViewPath(row.original.id)}>{row.original.fullName}</Link>}
        minInlineSize={220}
        maxInlineSize="min(18rem, 50vw)"
      />
    ),
  }),
  column.accessor('role', {
    id: 'role',
    header: t('userList.columns.role'),
    meta: { csv: (u: User) => t(`userList.roles.${u.role}`) },
    cell: ({ getValue }) => <RoleChip role={getValue()} />,
  }),
  column.accessor('currentPlan', {
    id: 'plan',
    header: t('userList.columns.plan'),
    meta: { csv: (u: User) => t(`userList.plans.${u.currentPlan}`) },
    cell: ({ getValue }) => t(`userList.plans.${getValue()}`),
  }),
  column.accessor('contact', {
    id: 'contact',
    header: t('userList.columns.contact'),
    enableSorting: false,
    cell: ({ getValue }) => <bdi>{getValue()}</bdi>,
  }),
  column.accessor('status', {
    id: 'status',
    header: t('userList.columns.status'),
    meta: { csv: (u: User) => t(`userList.statuses.${u.status}`) },
    cell: ({ getValue }) => <StatusChip status={getValue()} />,
  }),
];

export const useUserColumns = () => useColumns('users', userColumns);
