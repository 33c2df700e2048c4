import { Stack } from '@atrium/ui';

import type { AccountTabProps } from './account-tab-props.ts';
import { ApiKeysCard } from './api-keys-card.tsx';
import { DevicesCard } from './devices-card.tsx';
import { PasswordForm } from './password-form.tsx';
import { TwoStepSection } from './two-step-section.tsx';

/** Security: change password, two-step verification, API keys, recent devices. */
export function SecurityTab({ account, onDirtyChange }: AccountTabProps) {
  return (
    <Stack gap={6}>
      <PasswordForm onDirtyChange={onDirtyChange} />
      <TwoStepSection twoStep={account.twoStep} />
      <ApiKeysCard keys={account.apiKeys} />
      <DevicesCard devices={account.devices} />
    </Stack>
  );
}
