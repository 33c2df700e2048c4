import type { TFunction } from 'i18next';

import type { RoleAccount, UserStatus } from '@atrium/mocks/types';
import { createDataTableColumns, type ColorName } from '@atrium/ui';

import { IdentityCell, TonalChip, useColumns } from '../../shared/index.ts';
import { roleLabel } from './role-label.ts';

const column = createDataTableColumns<RoleAccount>();

const STATUS_COLOR: Record<UserStatus, ColorName> = {
  Active: 'success',
  Pending: 'warning',
  Inactive: 'secondary',
};

/** The accounts table's columns, sorted by the API (packages/mocks/README.md, "Roles screen"). */
const roleAccountColumns = (t: TFunction<'users'>) => [
  column.accessor('fullName', {
    id: 'fullName',
    header: t('roles.accounts.columns.account'),
    cell: ({ row }) => (
      <IdentityCell
        image={row.original.avatar}
        name={row.original.fullName}
        detail={row.original.email}
        strong
        minInlineSize={200}
      />
    ),
  }),
  column.accessor('role', {
    id: 'role',
    header: t('roles.accounts.columns.role'),
    cell: ({ getValue }) => roleLabel(t, getValue()),
  }),
  column.accessor('status', {
    id: 'status',
    header: t('roles.accounts.columns.status'),
    cell: ({ getValue }) => (
      <TonalChip
        color={STATUS_COLOR[getValue()]}
        label={t(`roles.accounts.status.${getValue()}`)}
      />
    ),
  }),
];

export const useRoleAccountColumns = () => useColumns('users', roleAccountColumns);
