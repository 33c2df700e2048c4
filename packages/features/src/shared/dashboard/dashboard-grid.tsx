import type { ComponentProps, ComponentType } from 'react';

import { Box, Grid } from '@atrium/ui';

import { useAfterFirstCommit } from '../use-after-first-commit.ts';

/** A card's column span on the dashboard's grid. */
export type DashboardSpan = ComponentProps<typeof Grid.Item>['span'];

/** A card of a dashboard and the columns it takes. */
export type DashboardCell = readonly [ComponentType, DashboardSpan];

/**
 * A dashboard's cards on one column on phones, two on tablets and a 12-column grid from desktop.
 * The first row (what a phone shows above the fold) commits alone: the later rows follow in a
 * transition, in a screen's height reserved for them, so the first row's text and pictures wait
 * for that row's render only and the footer never moves.
 */
export function DashboardGrid({
  firstRow,
  laterRows,
}: {
  firstRow: readonly DashboardCell[];
  laterRows: readonly DashboardCell[];
}) {
  const rest = useAfterFirstCommit();
  return (
    <Grid columns={{ xs: 1, md: 2, lg: 12 }} gap={6}>
      <Cells cells={firstRow} />
      {rest ? (
        <Cells cells={laterRows} />
      ) : (
        // The rows to come take at least a screen: the footer stays below the fold, not pushed down.
        <Grid.Item span="full">
          <Box minBlockSize="100vh" />
        </Grid.Item>
      )}
    </Grid>
  );
}

function Cells({ cells }: { cells: readonly DashboardCell[] }) {
  return cells.map(([Card, span], order) => (
    // A fixed list: its order is its identity.
    <Grid.Item key={order} span={span}>
      <Card />
    </Grid.Item>
  ));
}
