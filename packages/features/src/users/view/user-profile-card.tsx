import { useTranslation } from 'react-i18next';

import type { UserDetails } from '@atrium/mocks/types';
import { Avatar, Card, Stack, Typography } from '@atrium/ui';

import { DetailRow, ProfileFacts, TonalChip, useFormat } from '../../shared/index.ts';
import { useCan } from '../../shared/access/index.ts';
import { ROLE_COLORS, STATUS_COLORS } from './user-colors.ts';
import { UserEditButton } from './user-edit-dialog.tsx';
import { UserSuspendButton } from './user-suspend-button.tsx';

/**
 * The user at a glance: who, what they have done, their details, and (with `update` on User) the
 * Edit and Suspend actions.
 */
export function UserProfileCard({ user }: { user: UserDetails }) {
  const { t } = useTranslation('users');
  const format = useFormat();
  const canUpdate = useCan('update', 'User');
  const stats = [
    { key: 'tasksDone', value: user.taskDone },
    { key: 'projectsDone', value: user.projectDone },
  ] as const;
  return (
    <Card as="section" aria-label={t('userView.profile.label', { name: user.fullName })}>
      <Card.Content>
        <Stack gap={6}>
          <Stack gap={3} align="center">
            {/* Without a picture the avatar shows the name's initials. */}
            <Avatar src={user.avatar || undefined} name={user.fullName} alt="" size="xl" />
            <Stack gap={2} align="center">
              <Typography variant="h5" as="h2">
                {user.fullName}
              </Typography>
              <TonalChip color={ROLE_COLORS[user.role]} label={t(`userView.roles.${user.role}`)} />
            </Stack>
          </Stack>
          <ProfileFacts
            stats={stats.map(({ key, value }) => ({
              key,
              value: format.number(value),
              label: t(`userView.profile.${key}`),
              testId: `user-${key}`,
            }))}
            detailsTitle={t('userView.profile.details')}
          >
            <DetailRow label={t('userView.profile.username')}>@{user.username}</DetailRow>
            <DetailRow label={t('userView.profile.email')}>{user.email}</DetailRow>
            <DetailRow label={t('userView.profile.status')}>
              <TonalChip
                color={STATUS_COLORS[user.status]}
                label={t(`userView.statuses.${user.status}`)}
              />
            </DetailRow>
            <DetailRow label={t('userView.profile.role')}>
              {t(`userView.roles.${user.role}`)}
            </DetailRow>
            <DetailRow label={t('userView.profile.taxId')}>{user.taxId}</DetailRow>
            <DetailRow label={t('userView.profile.contact')}>
              {/* A phone number reads left to right in every language. */}
              <bdi dir="ltr">{user.contact}</bdi>
            </DetailRow>
            <DetailRow label={t('userView.profile.language')}>{user.language}</DetailRow>
            <DetailRow label={t('userView.profile.country')}>{user.country}</DetailRow>
          </ProfileFacts>
          {canUpdate && (
            <Stack direction="row" gap={3} wrap justify="center">
              <UserEditButton user={user} />
              <UserSuspendButton user={user} />
            </Stack>
          )}
        </Stack>
      </Card.Content>
    </Card>
  );
}
