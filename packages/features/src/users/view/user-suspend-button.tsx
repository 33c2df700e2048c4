import { IconUserOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import type { UserDetails } from '@atrium/mocks/types';
import { Button, ConfirmDialog, useToast } from '@atrium/ui';

import { useUpdateUserMutation } from '../api/users.ts';

/**
 * "Suspend": after a confirm, the user's status becomes Inactive. An Inactive user is already
 * suspended: the button says so and stays disabled.
 */
export function UserSuspendButton({ user }: { user: UserDetails }) {
  const { t } = useTranslation('users');
  const toast = useToast();
  const [updateUser, { isLoading }] = useUpdateUserMutation();

  if (user.status === 'Inactive')
    return (
      <Button variant="tonal" color="error" disabled data-testid="user-suspend">
        {t('userView.profile.suspended')}
      </Button>
    );

  // A rejection keeps the dialog open with the failure said in it (ConfirmDialog's own handling).
  const suspend = async () => {
    await updateUser({ id: user.id, changes: { status: 'Inactive' } }).unwrap();
    toast({ severity: 'success', title: t('userView.suspend.done', { name: user.fullName }) });
  };

  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="tonal"
          color="error"
          startIcon={<IconUserOff size={18} />}
          data-testid="user-suspend"
        >
          {t('userView.profile.suspend')}
        </Button>
      }
      title={t('userView.suspend.title', { name: user.fullName })}
      message={t('userView.suspend.message')}
      confirmLabel={t('userView.suspend.confirm')}
      cancelLabel={t('userView.actions.cancel')}
      destructive
      loading={isLoading}
      onConfirm={suspend}
      errorMessage={t('userView.suspend.failed')}
    />
  );
}
