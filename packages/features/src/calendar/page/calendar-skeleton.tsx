import { useTranslation } from 'react-i18next';

import { Grid, Skeleton, Stack } from '@atrium/ui';

const WEEKS = 6;
const DAYS = 7;
const cells = Array.from({ length: WEEKS * DAYS }, (_, i) => i);

/** The month grid's shape while the events load: a title row, then six weeks of day boxes. */
export function CalendarSkeleton() {
  const { t } = useTranslation('calendar');
  return (
    <Skeleton.Group label={t('page.loading')} data-testid="calendar-loading">
      <Stack gap={3}>
        <Skeleton variant="rounded" height={32} width="40%" />
        <Grid columns={DAYS} gap={1}>
          {cells.map((cell) => (
            <Skeleton key={cell} variant="rect" height={88} />
          ))}
        </Grid>
      </Stack>
    </Skeleton.Group>
  );
}
