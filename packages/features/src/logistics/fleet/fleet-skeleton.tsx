import { useTranslation } from 'react-i18next';

import { Skeleton, Stack } from '@atrium/ui';

import { FleetLayout } from './fleet-layout.tsx';
import { useMapHeight } from './fleet-map.tsx';

const ITEMS = [0, 1, 2, 3, 4, 5];

/** The fleet screen's shape while it loads: the map's box and a few closed list items. */
export function FleetSkeleton() {
  const { t } = useTranslation('logistics');
  const height = useMapHeight();
  return (
    <Skeleton.Group label={t('fleet.loading')}>
      <FleetLayout
        map={<Skeleton variant="rounded" height={height} />}
        list={
          <Stack gap={3}>
            {ITEMS.map((i) => (
              <Skeleton key={i} variant="rounded" height={64} />
            ))}
          </Stack>
        }
      />
    </Skeleton.Group>
  );
}
