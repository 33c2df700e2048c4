import { useTranslation } from 'react-i18next';

import { Card, EmptyState, Stack } from '@atrium/ui';

import {
  DevicesTable,
  PasswordCard,
  passwordCardTexts,
  TwoStepCard,
  twoStepCardTexts,
} from '../../shared/index.ts';
import { Can, useCan } from '../../shared/access/index.ts';

import { useChangeUserPasswordMutation, useUpdateUserTwoStepMutation } from '../api/user-view.ts';
import type { UserTabProps } from './user-tab-props.ts';

/** Where and with what the user signed in lately, newest first. */
function DevicesCard({ user, view }: UserTabProps) {
  const { t } = useTranslation('users');
  return (
    <Card as="section" data-testid="user-devices">
      <Card.Header title={t('userView.security.devices.title')} headingLevel={2} />
      {view.devices.length === 0 ? (
        <Card.Content>
          <EmptyState title={t('userView.security.devices.empty')} />
        </Card.Content>
      ) : (
        <DevicesTable
          devices={view.devices}
          texts={{
            caption: t('userView.security.devices.caption', { name: user.fullName }),
            browser: t('userView.security.devices.browser'),
            location: t('userView.security.devices.location'),
            lastSeen: t('userView.security.devices.lastSeen'),
            device: ({ browser, os }) => t('userView.security.devices.value', { browser, os }),
          }}
        />
      )}
    </Card>
  );
}

/**
 * Security: change password (the customers' card and rules), two-step verification, recent
 * devices; the first two saved through the user view's calls.
 */
export function UserSecurityTab({ user, view }: UserTabProps) {
  const { t } = useTranslation('users');
  const { id } = user;
  const [changePassword] = useChangeUserPasswordMutation();
  const [updateTwoStep] = useUpdateUserTwoStepMutation();
  const canUpdate = useCan('update', 'User');
  return (
    <Stack gap={6}>
      <Can do="update" on="User">
        <PasswordCard
          save={(values) => changePassword({ id, ...values }).unwrap()}
          texts={passwordCardTexts((key) => t(`userView.security.password.${key}`))}
        />
      </Can>
      <TwoStepCard
        readOnly={!canUpdate}
        enabled={view.twoStepEnabled}
        save={(enabled) => updateTwoStep({ id, enabled }).unwrap()}
        texts={twoStepCardTexts(
          (key) => t(`userView.security.twoStep.${key}`),
          t('userView.security.twoStep.description', {
            // Isolated left to right, so the number keeps its order inside Arabic text.
            contact: `\u2066${user.contact}\u2069`,
          }),
        )}
      />
      <DevicesCard user={user} view={view} />
    </Stack>
  );
}
