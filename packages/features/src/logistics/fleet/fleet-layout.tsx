import type { ReactNode } from 'react';

import { Card, Grid } from '@atrium/ui';

/** The map beside the list, and the list under the map below the md breakpoint (900 px). */
export function FleetLayout({ map, list }: { map: ReactNode; list: ReactNode }) {
  return (
    <Grid columns={{ xs: 1, md: 3 }} gap={6}>
      <Grid.Item span={{ xs: 1, md: 2 }}>
        <Card>
          <Card.Content>{map}</Card.Content>
        </Card>
      </Grid.Item>
      <Grid.Item span={1}>{list}</Grid.Item>
    </Grid>
  );
}
