import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import type { Permission, PermissionsResponse } from '@atrium/mocks/types';
import { Card, DataTable, PageHeader, Stack } from '@atrium/ui';

import { ListEmptyState, ListSearch, useListPage } from '../../shared/index.ts';
import { permissionsApi, useGetPermissionsQuery } from '../api/permissions.ts';
import { usePermissionColumns } from './permission-columns.tsx';

const rowsOf = (data: PermissionsResponse) => data.permissions;
const totalOf = (data: PermissionsResponse) => data.totalPermissions;
const rowId = (permission: Permission) => String(permission.id);
const rowLabel = (permission: Permission) => permission.name;

/** The `permissions` route (users/routes.ts): every permission and the roles that hold it; search, sort, paging. */
export function PermissionListPage() {
  const { t } = useTranslation('users');
  const list = useListPage({
    useQuery: useGetPermissionsQuery,
    prefetch: permissionsApi.usePrefetch('getPermissions'),
    rowsOf,
    totalOf,
    errorText: t('permissions.error'),
  });
  const columns = usePermissionColumns();
  const { filtered } = list.empty;

  return (
    <Stack gap={6}>
      <PageHeader title={t('permissions.title')} description={t('permissions.description')} />
      <Card>
        <DataTable<Permission>
          {...list.table}
          label={t('permissions.tableLabel')}
          columns={columns}
          getRowId={rowId}
          rowLabel={rowLabel}
          toolbar={
            <ListSearch
              {...list.search}
              width="grow"
              label={t('permissions.search.label')}
              placeholder={t('permissions.search.placeholder')}
              data-testid="permission-search"
            />
          }
          empty={
            <ListEmptyState
              {...list.empty}
              size="sm"
              headingLevel={2}
              icon={<IconLock size={24} aria-hidden />}
              title={t(filtered ? 'permissions.empty.filteredTitle' : 'permissions.empty.title')}
              description={t(
                filtered
                  ? 'permissions.empty.filteredDescription'
                  : 'permissions.empty.description',
              )}
              clearLabel={t('common.clearSearch')}
              clearButton={{ 'data-testid': 'clear-filters' }}
            />
          }
        />
      </Card>
    </Stack>
  );
}
