import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import type { FleetVehicle } from '@atrium/mocks/types';
import { RouteMap, type MapRoute } from '@atrium/ui';

import { useBelow } from '../../shared/use-media-query.ts';

/**
 * The map's height: the world is twice as wide as high, so a phone's narrow column gets a lower
 * box (less empty sea above and below the routes) and the list below it comes into view.
 */
export function useMapHeight(): number {
  return useBelow('sm') ? 300 : 440;
}

/** The fleet on the map: each vehicle's route from its start to its end city. */
export function FleetMap({
  vehicles,
  selectedId,
  onSelect,
}: {
  vehicles: readonly FleetVehicle[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation('logistics');
  const height = useMapHeight();
  const routes = useMemo(
    (): MapRoute[] =>
      vehicles.map((v) => ({
        id: String(v.id),
        from: v.startCoords,
        to: v.endCoords,
        progress: v.progress,
        label: t('fleet.marker', { id: v.id, start: v.startCity, end: v.endCity }),
      })),
    [vehicles, t],
  );
  return (
    <RouteMap
      routes={routes}
      label={t('fleet.mapLabel')}
      selectedId={selectedId}
      onSelect={({ id }) => onSelect(id)}
      height={height}
      data-testid="fleet-map"
    />
  );
}
