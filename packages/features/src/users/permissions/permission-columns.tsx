import type { TFunction } from 'i18next';

import type { Permission, RoleName } from '@atrium/mocks/types';
import { createDataTableColumns, Stack, type ColorName } from '@atrium/ui';

import { useColumns, type Formatters, TonalChip } from '../../shared/index.ts';

const column = createDataTableColumns<Permission>();

const ROLE_COLOR: Record<RoleName, ColorName> = {
  administrator: 'primary',
  manager: 'warning',
  users: 'success',
  support: 'info',
  'restricted-user': 'error',
};

/** The permission list's columns; only `name` is a sort key of the API. */
const permissionColumns = (t: TFunction<'users'>, format: Formatters) => [
  column.accessor('name', { id: 'name', header: t('permissions.columns.name') }),
  column.accessor('assignedTo', {
    id: 'assignedTo',
    header: t('permissions.columns.assignedTo'),
    enableSorting: false,
    cell: ({ getValue }) => (
      <Stack direction="row" gap={2} wrap>
        {getValue().map((role) => (
          <TonalChip key={role} color={ROLE_COLOR[role]} label={t(`roles.${role}`)} />
        ))}
      </Stack>
    ),
  }),
  column.accessor('createdDate', {
    id: 'createdDate',
    header: t('permissions.columns.createdDate'),
    enableSorting: false,
    cell: ({ getValue }) => format.date(getValue()),
  }),
];

export const usePermissionColumns = () => useColumns('users', permissionColumns);
