import { IconUserCheck, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import type { ProfileConnection, ProfileProperty, ProfileTeamTech } from '@atrium/mocks/types';
import { Avatar, Card, Stack, Typography } from '@atrium/ui';

import { SectionCard, TonalChip } from '../../shared/index.ts';

import { AvatarLine } from './avatar-line.tsx';
import { profileIcon } from './profile-icon.ts';

/** One titled list of icon + property + value lines (about, contacts, teams, overview). */
export function PropertyList({
  title,
  items,
  testId,
}: {
  title: string;
  items: readonly ProfileProperty[];
  testId?: string;
}) {
  return (
    <Stack gap={3}>
      <Typography variant="overline" as="h3" color="secondary">
        {title}
      </Typography>
      <Stack as="ul" gap={3} data-testid={testId}>
        {items.map(({ property, value, icon }) => {
          const Icon = profileIcon(icon);
          return (
            <Stack as="li" key={property} direction="row" gap={2} align="center" wrap>
              <Icon size={20} aria-hidden />
              <Typography variant="body1" weight="semibold">
                {property}:
              </Typography>
              <Typography variant="body1" color="secondary">
                {value}
              </Typography>
            </Stack>
          );
        })}
      </Stack>
    </Stack>
  );
}

/** Whether the user and this person are connected, as a small icon with its name. */
function FriendMark({ isFriend }: { isFriend: boolean }) {
  const { t } = useTranslation('pages');
  const Icon = isFriend ? IconUserCheck : IconUserPlus;
  return (
    <Avatar
      size="sm"
      shape="rounded"
      color={isFriend ? 'primary' : 'secondary'}
      alt={t(isFriend ? 'profile.connectionsCard.friend' : 'profile.connectionsCard.notFriend')}
    >
      <Icon size={18} aria-hidden />
    </Avatar>
  );
}

/** The profile tab's connections card: people, their connection count, friend or not. */
export function ConnectionsCard({ connections }: { connections: readonly ProfileConnection[] }) {
  const { t } = useTranslation('pages');
  return (
    <SectionCard titleId="profile-connections" title={t('profile.connectionsCard.title')}>
      <Stack as="ul" gap={4}>
        {connections.map((person) => (
          <AvatarLine
            key={person.name}
            image={person.avatar}
            name={person.name}
            detail={t('profile.connectionsCard.count', { value: person.connections })}
            end={<FriendMark isFriend={person.isFriend} />}
          />
        ))}
      </Stack>
    </SectionCard>
  );
}

/** The profile tab's teams card: each team's picture, size and kind. */
export function TeamsCard({ teams }: { teams: readonly ProfileTeamTech[] }) {
  const { t } = useTranslation('pages');
  return (
    <SectionCard titleId="profile-teams" title={t('profile.teamsCard.title')}>
      <Stack as="ul" gap={4}>
        {teams.map((team) => (
          <AvatarLine
            key={team.title}
            image={team.avatar}
            name={team.title}
            detail={t('profile.teamsCard.members', { count: team.members })}
            end={<TonalChip color={team.chipColor} label={team.chipText} />}
          />
        ))}
      </Stack>
    </SectionCard>
  );
}

/** The side card of the profile tab: about, contacts and teams, then the overview card. */
export function AboutCards({
  about,
  contacts,
  teams,
  overview,
}: {
  about: readonly ProfileProperty[];
  contacts: readonly ProfileProperty[];
  teams: readonly ProfileProperty[];
  overview: readonly ProfileProperty[];
}) {
  const { t } = useTranslation('pages');
  return (
    <Stack gap={6}>
      <Card as="section" aria-label={t('profile.about.label')}>
        <Card.Content>
          <Stack gap={6}>
            <PropertyList title={t('profile.about.about')} items={about} testId="profile-about" />
            <PropertyList title={t('profile.about.contacts')} items={contacts} />
            <PropertyList title={t('profile.about.teams')} items={teams} />
          </Stack>
        </Card.Content>
      </Card>
      <Card as="section" aria-label={t('profile.about.overview')}>
        <Card.Content>
          <PropertyList title={t('profile.about.overview')} items={overview} />
        </Card.Content>
      </Card>
    </Stack>
  );
}
