import {
  IconCalendar,
  IconMapPin,
  IconPalette,
  IconUserCheck,
  IconUserPlus,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { ProfileHeader as ProfileHeaderData } from '@atrium/mocks/types';
import { Avatar, Button, Card, Skeleton, Stack, Typography } from '@atrium/ui';

import { useFormat, useSaveOutcome } from '../../shared/index.ts';

import { useGetProfileHeaderQuery, useUpdateProfileConnectedMutation } from '../api/profile.ts';
import { TabQuery } from './tab-query.tsx';

/** The "Connected" toggle: pressed when connected, saved at once, a toast either way. */
function ConnectedButton({ connected }: { connected: boolean }) {
  const { t } = useTranslation('pages');
  const outcomeOf = useSaveOutcome();
  const [update, { isLoading }] = useUpdateProfileConnectedMutation();
  const toggle = () =>
    outcomeOf(update(!connected).unwrap(), {
      saved: () =>
        t(connected ? 'profile.header.disconnectedToast' : 'profile.header.connectedToast'),
      failed: t('profile.header.failed'),
      keepField: () => false,
    });
  return (
    <Button
      data-testid="profile-connected"
      variant={connected ? 'contained' : 'outlined'}
      aria-pressed={connected}
      loading={isLoading}
      startIcon={connected ? <IconUserCheck size={18} /> : <IconUserPlus size={18} />}
      onClick={() => void toggle()}
    >
      {t('profile.header.connected')}
    </Button>
  );
}

function HeaderFact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" gap={1} align="center">
      {icon}
      <Typography variant="body2" color="secondary">
        {children}
      </Typography>
    </Stack>
  );
}

function HeaderCard({ header }: { header: ProfileHeaderData }) {
  const { t } = useTranslation('pages');
  const format = useFormat();
  return (
    <Card as="section" aria-labelledby="profile-name" data-testid="profile-header">
      <Card.Media src={header.coverImg} alt="" height={200} />
      <Card.Content>
        <Stack direction="row" gap={5} align="end" justify="between" wrap>
          <Stack direction="row" gap={5} align="center" wrap>
            <Avatar
              src={header.profileImg}
              name={header.fullName}
              size={120}
              shape="rounded"
              priority
            />
            <Stack gap={2}>
              <Typography variant="h4" as="h2" id="profile-name">
                {header.fullName}
              </Typography>
              <Stack direction="row" gap={4} wrap>
                <HeaderFact icon={<IconPalette size={18} aria-hidden />}>
                  {header.designation}
                </HeaderFact>
                <HeaderFact icon={<IconMapPin size={18} aria-hidden />}>
                  {header.location}
                </HeaderFact>
                <HeaderFact icon={<IconCalendar size={18} aria-hidden />}>
                  {t('profile.header.joined', { date: format.monthYear(header.joiningDate) })}
                </HeaderFact>
              </Stack>
            </Stack>
          </Stack>
          <ConnectedButton connected={header.connected ?? false} />
        </Stack>
      </Card.Content>
    </Card>
  );
}

const headerSkeleton = <Skeleton variant="rounded" height={330} />;

/** The profile's header card: cover, avatar, name, designation, location, joining date. */
export function ProfileHeader() {
  const query = useGetProfileHeaderQuery();
  return (
    <TabQuery query={query} skeleton={headerSkeleton}>
      {(header) => <HeaderCard header={header} />}
    </TabQuery>
  );
}
