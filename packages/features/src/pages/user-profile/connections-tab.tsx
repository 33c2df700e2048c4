import { IconUserCheck, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import type { ProfileConnectionCard } from '@atrium/mocks/types';
import { Button, Card, Grid, Stack } from '@atrium/ui';

import { ProfileStats, TonalChip, useSaveOutcome } from '../../shared/index.ts';

const STAT_KEYS = ['projects', 'tasks', 'connections'] as const;

import {
  useGetProfileConnectionsQuery,
  useUpdateProfileConnectionMutation,
} from '../api/profile.ts';
import { AvatarLine } from './avatar-line.tsx';
import { cardGridSkeleton, TabQuery } from './tab-query.tsx';

/** Connect or disconnect, saved at once; the card shows the stored state once the tab reloads. */
function ConnectButton({ person }: { person: ProfileConnectionCard }) {
  const { t } = useTranslation('pages');
  const outcomeOf = useSaveOutcome();
  const [update, { isLoading }] = useUpdateProfileConnectionMutation();
  const next = !person.isConnected;
  const save = () =>
    outcomeOf(update({ name: person.name, isConnected: next }).unwrap(), {
      saved: () =>
        t(next ? 'profile.connections.connectedToast' : 'profile.connections.disconnectedToast', {
          name: person.name,
        }),
      failed: t('profile.connections.failed', { name: person.name }),
      keepField: () => false,
    });
  return (
    <Button
      variant={person.isConnected ? 'contained' : 'outlined'}
      aria-pressed={person.isConnected}
      loading={isLoading}
      startIcon={person.isConnected ? <IconUserCheck size={18} /> : <IconUserPlus size={18} />}
      onClick={() => void save()}
      data-testid={`connect-${person.name}`}
    >
      {t('profile.connections.connected')}
    </Button>
  );
}

function ConnectionCard({ person }: { person: ProfileConnectionCard }) {
  const { t } = useTranslation('pages');
  return (
    <Card as="li" fullHeight aria-label={person.name}>
      <Card.Content>
        <Stack gap={4} align="center">
          <AvatarLine
            image={person.avatar}
            name={person.name}
            detail={person.designation}
            heading
            centered
          />
          <Stack direction="row" gap={2} wrap justify="center">
            {person.chips.map((chip) => (
              <TonalChip key={chip.title} color={chip.color} label={chip.title} />
            ))}
          </Stack>
          <ProfileStats
            stats={STAT_KEYS.map((key) => ({
              key,
              value: person[key],
              label: t(`profile.connections.${key}`),
            }))}
          />
          <ConnectButton person={person} />
        </Stack>
      </Card.Content>
    </Card>
  );
}

/** The connections tab: the people the user knows, each connected or not with one click. */
export function ConnectionsTab() {
  const query = useGetProfileConnectionsQuery();
  return (
    <TabQuery query={query} skeleton={cardGridSkeleton}>
      {(people) => (
        <Grid as="ul" columns={{ xs: 1, md: 2, lg: 3 }} gap={6} data-testid="profile-connections">
          {people.map((person) => (
            <ConnectionCard key={person.name} person={person} />
          ))}
        </Grid>
      )}
    </TabQuery>
  );
}
