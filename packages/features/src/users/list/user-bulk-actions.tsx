import { useTranslation } from 'react-i18next';

import type { UserStatus } from '@atrium/mocks/types';
import { USER_STATUSES } from '@atrium/mocks/values';

import {
  BulkDeleteButton,
  BulkStatusMenu,
  type BulkDeleteButtonProps,
} from '../../shared/index.ts';
import { useUpdateUserMutation } from '../api/users.ts';

type UserBulkActionsProps = Omit<BulkDeleteButtonProps, 'texts'>;

/** Shown in the table's bulk bar: set the selection's status (Active, Inactive, Pending), or delete it. */
export function UserBulkActions({ selectedIds, clearSelection, onDelete }: UserBulkActionsProps) {
  const { t } = useTranslation('users');
  const [updateUser] = useUpdateUserMutation();
  const count = selectedIds.length;
  return (
    <>
      <BulkStatusMenu<UserStatus>
        selectedIds={selectedIds}
        clearSelection={clearSelection}
        statuses={USER_STATUSES}
        label={t('userList.bulk.setStatus')}
        statusLabel={(status) => t(`userList.statuses.${status}`)}
        update={(id, status) => updateUser({ id, changes: { status } }).unwrap()}
        doneText={(done, status) => t('userList.bulk.statusChanged', { count: done, status })}
        failedText={(failed) => t('userList.bulk.statusFailed', { count: failed })}
      />
      <BulkDeleteButton
        selectedIds={selectedIds}
        clearSelection={clearSelection}
        onDelete={onDelete}
        texts={{
          button: t('userList.bulk.delete'),
          title: t('userList.bulk.deleteTitle', { count }),
          message: t('userList.bulk.deleteMessage'),
          confirm: t('userList.actions.delete'),
          cancel: t('userList.actions.cancel'),
        }}
      />
    </>
  );
}
