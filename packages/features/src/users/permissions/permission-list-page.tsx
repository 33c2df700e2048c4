import { IconLock, IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Permission, PermissionsResponse } from '@atrium/mocks/types';
import { Button, Card, DataTable, PageHeader, Stack } from '@atrium/ui';

import { useCan } from '../../shared/access/index.ts';
import { ListEmptyState, ListSearch, RowDeleteDialog, useListPage } from '../../shared/index.ts';
import { permissionsApi, useGetPermissionsQuery } from '../api/permissions.ts';
import { usePermissionColumns } from './permission-columns.tsx';
import { PermissionDialog } from './permission-dialog.tsx';
import { PermissionRowActions } from './permission-row-actions.tsx';
import { usePermissionDelete } from './use-permission-delete.ts';

const rowsOf = (data: PermissionsResponse) => data.permissions;
const totalOf = (data: PermissionsResponse) => data.totalPermissions;
const rowId = (permission: Permission) => String(permission.id);
const rowLabel = (permission: Permission) => permission.name;

/**
 * The `permissions` route (users/routes.ts): every permission and the roles that hold it; search,
 * sort, paging. Adding needs `create` on Role, editing and deleting `update` on Role (the
 * screen's subject); without them the actions are not shown.
 */
export function PermissionListPage() {
  const { t } = useTranslation('users');
  const canCreate = useCan('create', 'Role');
  const canUpdate = useCan('update', 'Role');
  const { remove, hiddenIds } = usePermissionDelete();
  const list = useListPage({
    useQuery: useGetPermissionsQuery,
    initiate: permissionsApi.endpoints.getPermissions.initiate,
    rowsOf,
    totalOf,
    hiddenIds,
    errorText: t('permissions.error'),
  });
  const columns = usePermissionColumns();
  const { filtered } = list.empty;
  const [editing, setEditing] = useState<Permission | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<Permission | null>(null);
  // Stable, so the table's rows skip the renders in which only the URL or the request changed.
  const rowActions = useCallback(
    (permission: Permission) => (
      <PermissionRowActions permission={permission} onEdit={setEditing} onDelete={setToDelete} />
    ),
    [],
  );

  return (
    <Stack gap={6}>
      <PageHeader
        title={t('permissions.title')}
        description={t('permissions.description')}
        actions={
          canCreate ? (
            <Button
              startIcon={<IconPlus size={18} />}
              onClick={() => setEditing('new')}
              data-testid="permission-add"
            >
              {t('permissions.add')}
            </Button>
          ) : undefined
        }
      />
      <Card>
        <DataTable<Permission>
          {...list.table}
          label={t('permissions.tableLabel')}
          columns={columns}
          getRowId={rowId}
          rowLabel={rowLabel}
          rowActions={canUpdate ? rowActions : undefined}
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
      <PermissionDialog editing={editing} onClose={() => setEditing(null)} />
      <RowDeleteDialog
        row={toDelete}
        onClose={() => setToDelete(null)}
        onDelete={(row) => remove([row])}
        texts={{
          title: t('permissions.delete.title', { name: toDelete?.name ?? '' }),
          message: t('permissions.delete.message'),
          confirm: t('permissions.actions.delete'),
          cancel: t('permissions.actions.cancel'),
        }}
      />
    </Stack>
  );
}
