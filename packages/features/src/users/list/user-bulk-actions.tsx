import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button, Menu, useToast } from '@atrium/ui';
import type { UserStatus } from '@atrium/mocks/types';
import { USER_STATUSES } from '@atrium/mocks/values';

import { BulkDeleteButton, type BulkDeleteButtonProps } from '../../shared/index.ts';
import { useUpdateUserMutation } from '../api/users.ts';

type UserBulkActionsProps = Omit<BulkDeleteButtonProps, 'texts'>;

/** Shown in the table's bulk bar: set the selection's status, or delete it. */
export function UserBulkActions({ selectedIds, clearSelection, onDelete }: UserBulkActionsProps) {
  const { t } = useTranslation('users');
  const toast = useToast();
  const [updateUser] = useUpdateUserMutation();
  const [busy, setBusy] = useState(false);
  const count = selectedIds.length;

  // One PATCH per user (the fake API has no bulk call); one toast for the whole selection.
  const setStatus = async (status: UserStatus) => {
    setBusy(true);
    const results = await Promise.allSettled(
      selectedIds.map((id) => updateUser({ id: Number(id), changes: { status } }).unwrap()),
    );
    setBusy(false);
    const failed = results.filter((r) => r.status === 'rejected').length;
    const label = t(`userList.statuses.${status}`);
    toast(
      failed > 0
        ? { severity: 'error', title: t('userList.bulk.statusFailed', { count: failed }) }
        : {
            severity: 'success',
            title: t('userList.bulk.statusChanged', { count, status: label }),
          },
    );
    if (failed === 0) clearSelection();
  };

  return (
    <>
      <Menu
        trigger={
          <Button
            variant="tonal"
            size="sm"
            loading={busy}
            endIcon={<IconChevronDown size={16} />}
            data-testid="bulk-status"
          >
            {t('userList.bulk.setStatus')}
          </Button>
        }
      >
        {USER_STATUSES.map((status) => (
          <Menu.Item
            key={status}
            data-testid={`bulk-status-${status}`}
            onSelect={() => void setStatus(status)}
          >
            {t(`userList.statuses.${status}`)}
          </Menu.Item>
        ))}
      </Menu>
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
