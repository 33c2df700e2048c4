import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import type { FleetVehicle } from '@atrium/mocks/types';
import { Accordion, Progress, Stack, Typography } from '@atrium/ui';

import { DetailRow } from '../../shared/index.ts';
import { VehicleWarningChip } from '../vehicle-warning.tsx';

/**
 * A name isolated from the text around it (first-strong isolate … pop): in Arabic the two Latin
 * city names and the arrow between them then keep the right-to-left order of the sentence.
 */
const isolated = (name: string) => `\u2068${name}\u2069`;

export interface FleetListProps {
  vehicles: readonly FleetVehicle[];
  selectedId: string | null;
  onSelect: (id: string | null) => void;
}

/**
 * The vehicles as an accordion: one open at a time, the selected one. When the selection comes
 * from the map, the open item is scrolled into view.
 */
export function FleetList({ vehicles, selectedId, onSelect }: FleetListProps) {
  const { t } = useTranslation('logistics');
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!selectedId) return;
    const item = list.current?.querySelector(`[data-vehicle-id="${CSS.escape(selectedId)}"]`);
    item?.scrollIntoView?.({ block: 'nearest' });
  }, [selectedId]);
  return (
    <Accordion
      ref={list}
      type="single"
      collapsible
      value={selectedId ?? ''}
      onValueChange={(value) => onSelect(value || null)}
      aria-label={t('fleet.listLabel')}
      data-testid="fleet-list"
    >
      {vehicles.map((vehicle) => (
        <Accordion.Item
          key={vehicle.id}
          value={String(vehicle.id)}
          data-vehicle-id={vehicle.id}
          headingLevel={2}
          title={
            <Stack gap={0}>
              <span>{t('fleet.vehicle', { id: vehicle.id })}</span>{' '}
              <Typography variant="body2" color="secondary" as="span">
                {t('fleet.route', {
                  start: isolated(vehicle.startCity),
                  end: isolated(vehicle.endCity),
                })}
              </Typography>
            </Stack>
          }
        >
          <Stack gap={3}>
            <Progress value={vehicle.progress} showLabel aria-label={t('fleet.progress')} />
            <Stack as="dl" gap={1}>
              <DetailRow label={t('fleet.driver')}>{vehicle.driver}</DetailRow>
              <DetailRow label={t('fleet.from')}>
                {`${vehicle.startCity}, ${vehicle.startCountry}`}
              </DetailRow>
              <DetailRow
                label={t('fleet.to')}
              >{`${vehicle.endCity}, ${vehicle.endCountry}`}</DetailRow>
              <DetailRow label={t('fleet.location')}>
                <bdi>{vehicle.location}</bdi>
              </DetailRow>
            </Stack>
            <VehicleWarningChip warning={vehicle.warnings} />
          </Stack>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
