import { Grid, Skeleton, Stack } from '@atrium/ui';

import { useGetProfileTabQuery } from '../api/profile.ts';
import { ProfileActivityCard } from './profile-activity.tsx';
import { AboutCards, ConnectionsCard, TeamsCard } from './profile-lists.tsx';
import { ProfileProjectsTable } from './profile-projects-table.tsx';
import { TabQuery } from './tab-query.tsx';

const skeleton = (
  <Grid columns={{ xs: 1, md: 3 }} gap={6}>
    <Skeleton variant="rounded" height={560} />
    <Grid.Item span={{ xs: 1, md: 2 }}>
      <Skeleton variant="rounded" height={560} />
    </Grid.Item>
  </Grid>
);

/** The profile tab: about and overview on the side; activity, people, teams and projects. */
export function ProfileTab() {
  const query = useGetProfileTabQuery();
  return (
    <TabQuery query={query} skeleton={skeleton}>
      {(data) => (
        <Grid columns={{ xs: 1, md: 3 }} gap={6} data-testid="profile-tab">
          <AboutCards
            about={data.about}
            contacts={data.contacts}
            teams={data.teams}
            overview={data.overview}
          />
          <Grid.Item span={{ xs: 1, md: 2 }}>
            <Stack gap={6}>
              <ProfileActivityCard activity={data.activity} />
              <Grid columns={{ xs: 1, lg: 2 }} gap={6}>
                <ConnectionsCard connections={data.connections} />
                <TeamsCard teams={data.teamsTech} />
              </Grid>
              <ProfileProjectsTable rows={data.projectTable} />
            </Stack>
          </Grid.Item>
        </Grid>
      )}
    </TabQuery>
  );
}
