import { IconUsers } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { Button, DataTable } from '@atrium/ui';
import type { User, UsersResponse } from '@atrium/mocks/types';

import { useCan } from '../../shared/access/index.ts';
import { ListEmptyState, ListPageFrame, RowDeleteDialog, useListPage } from '../../shared/index.ts';
import { useGetUsersQuery, usersApi } from '../api/users.ts';
import { href } from '../routes.ts';
import { UserBulkActions } from './user-bulk-actions.tsx';
import { useUserColumns } from './user-columns.tsx';
import { UserDrawer } from './user-drawer.tsx';
import { USER_FILTERS, UserFilters } from './user-filters.tsx';
import { UserRowActions } from './user-row-actions.tsx';
import { UserSummary } from './user-summary.tsx';
import { useUserDelete } from './use-user-delete.ts';

const PAGE_SIZES = [10, 25, 50, 100] as const;
const rowsOf = (data: UsersResponse) => data.users;
const totalOf = (data: UsersResponse) => data.totalUsers;
const rowId = (user: User) => String(user.id);
const rowLabel = (user: User) => user.fullName;

/** The drawer: closed, adding (null) or editing a user. */
type Editing = { user: User | null } | null;

/**
 * The `user.list` route: the four summary cards, then the users with search, filters, sort,
 * paging, export, and (with the rights) add, edit, bulk status and delete with Undo.
 */
export function UserListPage() {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const canCreate = useCan('create', 'User');
  const canUpdate = useCan('update', 'User');
  const [fetchAll] = usersApi.endpoints.getUsers.useLazyQuery();
  const { remove, hiddenIds } = useUserDelete();
  const list = useListPage({
    useQuery: useGetUsersQuery,
    initiate: usersApi.endpoints.getUsers.initiate,
    rowsOf,
    totalOf,
    filterIds: USER_FILTERS,
    fetchAll,
    hiddenIds,
    errorText: t('userList.error'),
  });
  const columns = useUserColumns();
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<User | null>(null);

  const onEdit = useCallback((user: User) => setEditing({ user }), []);
  const add = useCallback(() => setEditing({ user: null }), []);
  // A new user is found at once: the list shows the search for their email.
  const onSaved = useCallback(
    (user: User, created: boolean) => {
      if (created) void navigate(`${href('user.list')}?q=${encodeURIComponent(user.email)}`);
    },
    [navigate],
  );
  // Stable, so the table's rows skip the renders in which only the URL or the request changed.
  const rowActions = useCallback(
    (user: User) => (
      <UserRowActions user={user} canUpdate={canUpdate} onEdit={onEdit} onDelete={setToDelete} />
    ),
    [canUpdate, onEdit],
  );
  const toolbar = useMemo(() => <UserFilters {...list.filters} />, [list.filters]);
  const { filtered } = list.empty;
  const createLabel = t('userList.add');

  return (
    <ListPageFrame
      title={t('userList.title')}
      description={t('userList.description')}
      {...(canCreate && { create: { onClick: add, label: createLabel, testId: 'user-list-add' } })}
      summary={<UserSummary />}
    >
      <DataTable<User>
        {...list.table}
        label={t('userList.tableLabel')}
        columns={columns}
        getRowId={rowId}
        rowLabel={rowLabel}
        enableRowSelection={canUpdate}
        stickyFirstColumn
        pageSizeOptions={PAGE_SIZES}
        toolbar={toolbar}
        empty={
          <ListEmptyState
            {...list.empty}
            size="sm"
            headingLevel={2}
            icon={<IconUsers size={32} />}
            title={t(filtered ? 'userList.empty.filteredTitle' : 'userList.empty.title')}
            description={t(
              filtered ? 'userList.empty.filteredDescription' : 'userList.empty.description',
            )}
            clearLabel={t('userList.actions.clearFilters')}
            clearButton={{ 'data-testid': 'clear-filters' }}
            {...(canCreate && {
              action: (
                <Button variant="tonal" onClick={add}>
                  {createLabel}
                </Button>
              ),
            })}
          />
        }
        rowActions={rowActions}
        {...(canUpdate && {
          bulkActions: ({ selectedIds, clearSelection }) => (
            <UserBulkActions
              selectedIds={selectedIds}
              clearSelection={clearSelection}
              onDelete={(ids) => remove(ids.map((id) => ({ id })))}
            />
          ),
        })}
        exportFileName={t('userList.exportFile')}
      />
      <UserDrawer
        key={editing?.user?.id ?? 'new'}
        open={editing !== null}
        user={editing?.user ?? null}
        onClose={() => setEditing(null)}
        onSaved={onSaved}
      />
      <RowDeleteDialog
        row={toDelete}
        onClose={() => setToDelete(null)}
        onDelete={(row) => remove([row])}
        texts={{
          title: t('userList.delete.title', { name: toDelete?.fullName ?? '' }),
          message: t('userList.delete.message'),
          confirm: t('userList.actions.delete'),
          cancel: t('userList.actions.cancel'),
        }}
      />
    </ListPageFrame>
  );
}
