import {
  IconBrandAsana,
  IconBrandGithub,
  IconBrandGoogle,
  IconBrandSlack,
  IconMailbox,
  type TablerIcon,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { UserConnection, UserConnectionService } from '@atrium/mocks/types';
import { Avatar, Card, Divider, Stack, Switch } from '@atrium/ui';

import { useSaveOutcome } from '../../shared/index.ts';
import { useCan } from '../../shared/access/index.ts';

import { useUpdateUserConnectionMutation } from '../api/user-view.ts';
import type { UserTabProps } from './user-tab-props.ts';

const SERVICE_ICONS: Record<UserConnectionService, TablerIcon> = {
  google: IconBrandGoogle,
  slack: IconBrandSlack,
  github: IconBrandGithub,
  mailchimp: IconMailbox,
  asana: IconBrandAsana,
};

/**
 * One connected account, saved as soon as it is switched; the switch holds still while the call
 * runs and goes back with an error toast when it fails. Read-only without `update` on User.
 */
function ConnectionRow({ userId, connection }: { userId: number; connection: UserConnection }) {
  const { t } = useTranslation('users');
  const canUpdate = useCan('update', 'User');
  const outcomeOf = useSaveOutcome();
  const [update, { isLoading }] = useUpdateUserConnectionMutation();
  const [connected, setConnected] = useState(connection.connected);
  const { service } = connection;
  const name = t(`userView.connections.services.${service}`);
  const Icon = SERVICE_ICONS[service];

  const toggle = async (checked: boolean) => {
    const before = connected;
    setConnected(checked);
    const outcome = await outcomeOf(update({ id: userId, service, connected: checked }).unwrap(), {
      saved: () =>
        t(checked ? 'userView.connections.connected' : 'userView.connections.disconnected', {
          service: name,
        }),
      failed: t('userView.connections.failed', { service: name }),
      keepField: () => false,
    });
    if (outcome.status !== 'saved') setConnected(before);
  };

  return (
    <Stack direction="row" gap={4} align="center">
      <Avatar shape="rounded" color="secondary" size="md" alt="">
        <Icon size={22} aria-hidden />
      </Avatar>
      <Switch
        data-testid={`connection-${service}`}
        checked={connected}
        readOnly={isLoading || !canUpdate}
        aria-busy={isLoading || undefined}
        label={name}
        description={t(`userView.connections.about.${service}`)}
        onCheckedChange={({ checked }) => void toggle(checked)}
      />
    </Stack>
  );
}

/** Connections: the accounts this user links (seeded per user), each switched on or off. */
export function UserConnectionsTab({ user, view }: UserTabProps) {
  const { t } = useTranslation('users');
  return (
    <Card as="section">
      <Card.Header
        title={t('userView.connections.title')}
        subtitle={t('userView.connections.description')}
        headingLevel={2}
      />
      <Card.Content>
        <Stack gap={4}>
          {view.connections.map((connection, index) => (
            <Stack key={connection.service} gap={4}>
              {index > 0 && <Divider />}
              <ConnectionRow userId={user.id} connection={connection} />
            </Stack>
          ))}
        </Stack>
      </Card.Content>
    </Card>
  );
}
