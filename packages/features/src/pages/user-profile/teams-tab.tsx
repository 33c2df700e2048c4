import { IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import type { ProfileTeam } from '@atrium/mocks/types';
import { Card, Grid, Stack, Typography } from '@atrium/ui';

import { TonalChip } from '../../shared/index.ts';

import { useGetProfileTeamsQuery } from '../api/profile.ts';
import { AvatarLine } from './avatar-line.tsx';
import { PeopleGroup } from './people-group.tsx';
import { cardGridSkeleton, EmptyTab, TabQuery } from './tab-query.tsx';

function TeamCard({ team }: { team: ProfileTeam }) {
  const { t } = useTranslation('pages');
  const total = team.avatarGroup.length + team.extraMembers;
  return (
    <Card as="li" fullHeight aria-label={team.title}>
      <Card.Content>
        <Stack gap={4}>
          <AvatarLine image={team.avatar} name={team.title} heading />
          <Typography variant="body1" color="secondary">
            {team.description}
          </Typography>
          <Stack direction="row" gap={2} align="center" justify="between" wrap>
            <PeopleGroup
              people={team.avatarGroup}
              total={total}
              label={t('profile.teams.members', { count: total })}
            />
            <Stack direction="row" gap={2} wrap>
              {team.chips.map((chip) => (
                <TonalChip key={chip.title} color={chip.color} label={chip.title} />
              ))}
            </Stack>
          </Stack>
        </Stack>
      </Card.Content>
    </Card>
  );
}

/** The teams tab: one card per team the user belongs to. */
export function TeamsTab() {
  const { t } = useTranslation('pages');
  const query = useGetProfileTeamsQuery();
  return (
    <TabQuery query={query} skeleton={cardGridSkeleton}>
      {(teams) =>
        teams.length === 0 ? (
          <EmptyTab
            testId="profile-teams-empty"
            icon={<IconUsersGroup aria-hidden />}
            title={t('profile.teams.empty')}
            description={t('profile.teams.emptyText')}
          />
        ) : (
          <Grid as="ul" columns={{ xs: 1, md: 2, lg: 3 }} gap={6} data-testid="profile-teams">
            {teams.map((team) => (
              <TeamCard key={team.title} team={team} />
            ))}
          </Grid>
        )
      }
    </TabQuery>
  );
}
