import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';

import { UserEditDialog, useGetUserQuery, useGetUsersQuery } from '../../users/index.ts';
import { PendingDialog } from './dialog-query-state.tsx';
import type { ExampleDialogProps } from './example-dialog.tsx';

/** The users list's first row, as the list shows it by default. */
const FIRST_USER = { page: 1, itemsPerPage: 1 };

/**
 * "Edit user" is the user view's own dialog, editing the first user of the users list: the same
 * checks, the same PATCH, and the list shows the change afterwards.
 */
export function EditUserExample({ open, onOpenChange }: ExampleDialogProps) {
  const { t } = useTranslation('pages');
  const list = useGetUsersQuery(FIRST_USER, { skip: !open });
  const id = list.data?.users[0]?.id;
  const user = useGetUserQuery(open && id !== undefined ? id : skipToken);
  if (user.data) return <UserEditDialog user={user.data} open={open} onOpenChange={onOpenChange} />;
  return (
    <PendingDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('dialogs.examples.editUser.title')}
      query={{
        isError: list.isError || user.isError,
        isFetching: list.isFetching || user.isFetching,
        refetch: () => (list.isError ? list.refetch() : user.refetch()),
      }}
      errorText={t('dialogs.editUser.loadError')}
    />
  );
}
