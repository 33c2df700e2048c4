import { useCallback, useEffect, useState } from 'react';

import { Stack } from '@atrium/ui';

import type { AccountTabProps } from './account-tab-props.ts';
import { ApiKeysCard } from './api-keys-card.tsx';
import { DevicesCard } from './devices-card.tsx';
import { PasswordForm } from './password-form.tsx';
import { TwoStepSection } from './two-step-section.tsx';

/**
 * Security: change password, two-step verification, API keys, recent devices. Two of them are
 * forms: the tab is dirty while either is, so a clean one never hides the other's changes.
 */
export function SecurityTab({ account, onDirtyChange }: AccountTabProps) {
  const [dirty, setDirty] = useState({ password: false, apiKey: false });
  const passwordDirty = useCallback(
    (password: boolean) => setDirty((d) => ({ ...d, password })),
    [],
  );
  const apiKeyDirty = useCallback((apiKey: boolean) => setDirty((d) => ({ ...d, apiKey })), []);
  useEffect(() => onDirtyChange?.(dirty.password || dirty.apiKey), [dirty, onDirtyChange]);
  return (
    <Stack gap={6}>
      <PasswordForm onDirtyChange={passwordDirty} />
      <TwoStepSection twoStep={account.twoStep} />
      <ApiKeysCard keys={account.apiKeys} onDirtyChange={apiKeyDirty} />
      <DevicesCard devices={account.devices} />
    </Stack>
  );
}
