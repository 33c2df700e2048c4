import { Stack } from '@atrium/ui';

import { AccountProfileForm } from './account-profile-form.tsx';
import type { AccountTabProps } from './account-tab-props.ts';
import { DeactivateCard } from './deactivate-card.tsx';

/** Account: the picture and profile details, then deactivation. */
export function AccountTab({ account, onDirtyChange }: AccountTabProps) {
  return (
    <Stack gap={6}>
      <AccountProfileForm account={account} onDirtyChange={onDirtyChange} />
      <DeactivateCard deactivated={account.deactivated} />
    </Stack>
  );
}
