import type { ReactNode } from 'react';

import { Skeleton, Stack } from '@atrium/ui';

/** A chart's box while its numbers load. */
export function ChartSkeleton({ height = 220 }: { height?: number }) {
  return <Skeleton variant="rounded" height={height} />;
}

/**
 * Big figure with a line of context under it, then what the card shows below it: a chart's box
 * `chart` px high, or `children`.
 */
export function FigureSkeleton({ chart, children }: { chart?: number; children?: ReactNode }) {
  return (
    <>
      <Stack gap={2}>
        <Skeleton width="45%" height={32} />
        <Skeleton width="70%" />
      </Stack>
      {chart !== undefined && <ChartSkeleton height={chart} />}
      {children}
    </>
  );
}

/** Rows of a list card: a picture, two lines, a figure at the end. */
export function ListSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <Stack gap={4}>
      {Array.from({ length: rows }, (_, i) => (
        <Stack key={i} direction="row" gap={3} align="center">
          <Skeleton variant="rounded" width={40} height={40} />
          <Stack gap={1} grow>
            <Skeleton width="60%" />
            <Skeleton width="40%" />
          </Stack>
          <Skeleton width={56} />
        </Stack>
      ))}
    </Stack>
  );
}
