import { IconTruck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { Box, Card, EmptyState, PageHeader, Stack } from '@atrium/ui';

import { QueryState } from '../../shared/index.ts';
import { useGetFleetQuery } from '../api/fleet.ts';
import { FleetLayout } from './fleet-layout.tsx';
import { FleetList } from './fleet-list.tsx';
import { FleetMap, useMapHeight } from './fleet-map.tsx';
import { FleetSkeleton } from './fleet-skeleton.tsx';
import { useSelectedVehicle } from './use-selected-vehicle.ts';

const skeleton = <FleetSkeleton />;

/**
 * The `logistics.fleet` route: every vehicle on the map and in a list beside it, linked both
 * ways through `?vehicle=<id>`: choosing in the list centres the map on the vehicle, choosing on
 * the map opens its item in the list.
 */
export function FleetPage() {
  const { t } = useTranslation('logistics');
  const fleet = useGetFleetQuery();
  const [selectedId, select] = useSelectedVehicle();
  // The list scrolls in a box as high as the map's card beside it.
  const mapHeight = useMapHeight();
  return (
    <Stack gap={6}>
      <PageHeader title={t('fleet.title')} description={t('fleet.description')} />
      <QueryState
        query={fleet}
        placeholder={skeleton}
        errorText={t('fleet.error')}
        retryLabel={t('fleet.retry')}
      >
        {({ vehicles }) =>
          vehicles.length === 0 ? (
            <Card data-testid="fleet-empty">
              <Card.Content>
                <EmptyState
                  icon={<IconTruck size={24} aria-hidden />}
                  title={t('fleet.empty.title')}
                  description={t('fleet.empty.description')}
                  headingLevel={2}
                />
              </Card.Content>
            </Card>
          ) : (
            <FleetLayout
              map={<FleetMap vehicles={vehicles} selectedId={selectedId} onSelect={select} />}
              list={
                <Box blockSize={mapHeight + 48} scrollable>
                  <FleetList vehicles={vehicles} selectedId={selectedId} onSelect={select} />
                </Box>
              }
            />
          )
        }
      </QueryState>
    </Stack>
  );
}
