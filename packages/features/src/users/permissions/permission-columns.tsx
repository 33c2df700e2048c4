import { IconShieldLock } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';

import type { Permission } from '@atrium/mocks/types';
import { createDataTableColumns, Icon, Stack, TextLink, Tooltip, Typography } from '@atrium/ui';

import { useColumns, type Formatters, TonalChip } from '../../shared/index.ts';
import { ROLE_COLOR, rolePageHref } from './permission-roles.ts';

const column = createDataTableColumns<Permission>();

/** The permission list's columns; only `name` is a sort key of the API. */
const permissionColumns = (t: TFunction<'users'>, format: Formatters) => [
  column.accessor('name', {
    id: 'name',
    header: t('permissions.columns.name'),
    cell: ({ getValue, row }) => (
      <Stack direction="row" gap={2} align="center" wrap>
        {getValue()}
        {row.original.core ? (
          // An icon, not text: the cell's text stays the name (search, sort, CSV and row names).
          <Typography as="span" color="brand">
            <Tooltip content={t('permissions.core.cannotDelete')}>
              <Icon
                icon={IconShieldLock}
                size="sm"
                label={t('permissions.core.label')}
                tabIndex={0}
                data-testid="core-mark"
              />
            </Tooltip>
          </Typography>
        ) : null}
      </Stack>
    ),
  }),
  column.accessor('assignedTo', {
    id: 'assignedTo',
    header: t('permissions.columns.assignedTo'),
    enableSorting: false,
    cell: ({ getValue }) => (
      <Stack direction="row" gap={2} wrap>
        {getValue().map((role) => (
          // Each role opens the roles screen on that role's accounts.
          <TextLink
            key={role}
            as={Link}
            to={rolePageHref(role)}
            aria-label={t('permissions.roleLink', { role: t(`roles.${role}`) })}
          >
            <TonalChip color={ROLE_COLOR[role]} label={t(`roles.${role}`)} />
          </TextLink>
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
