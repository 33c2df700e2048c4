import { Card, Grid, Skeleton, Stack } from '@atrium/ui';

/** A card of skeleton rows, `heights` in px (text lines when 0). */
function SkeletonCard({ heights }: { heights: number[] }) {
  return (
    <Card>
      <Card.Content>
        <Stack gap={4}>
          {heights.map((height, index) =>
            height === 0 ? (
              <Skeleton key={index} variant="text" width="40%" />
            ) : (
              <Skeleton key={index} variant="rounded" height={height} />
            ),
          )}
        </Stack>
      </Card.Content>
    </Card>
  );
}

/** The editor's shape while the invoice loads: header, parties and lines, the side cards. */
export function InvoiceFormSkeleton() {
  return (
    <Grid columns={{ xs: 1, lg: 3 }} gap={6} data-testid="invoice-form-skeleton">
      <Grid.Item span={{ xs: 1, lg: 2 }}>
        <Stack gap={6}>
          <SkeletonCard heights={[0, 40, 40]} />
          <SkeletonCard heights={[0, 40, 96]} />
          <SkeletonCard heights={[0, 120, 120, 96]} />
        </Stack>
      </Grid.Item>
      <Stack gap={6}>
        <SkeletonCard heights={[40, 40, 40]} />
        <SkeletonCard heights={[0, 40, 40, 40]} />
      </Stack>
    </Grid>
  );
}
