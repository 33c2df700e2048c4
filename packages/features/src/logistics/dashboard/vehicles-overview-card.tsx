import { IconTruck } from '@tabler/icons-react';

import type { LogisticsVehiclesOverview, VehicleState } from '@atrium/mocks/types';
import { EmptyState, ShareBar, Skeleton, Stack, Typography, type ColorName } from '@atrium/ui';

import { useGetLogisticsVehiclesOverviewQuery } from '../api/logistics-dashboard.ts';
import {
  DashboardCard,
  FigureSkeleton,
  HeadlineFigure,
  ListSkeleton,
} from '../../shared/dashboard/index.ts';
import { useDashboardCard } from './use-dashboard-card.ts';

/** One colour per state, the bar's and the list's. */
const stateColor: Record<VehicleState, ColorName> = {
  onTheWay: 'primary',
  unloading: 'success',
  loading: 'info',
  waiting: 'warning',
};

/** A constant element: the card re-renders while it loads, its placeholders do not. */
const skeleton = (
  <FigureSkeleton>
    <Skeleton variant="rounded" height={40} />
    <ListSkeleton rows={4} />
  </FigureSkeleton>
);

/** The fleet by what each vehicle is doing: its shares as one bar, then each state in figures. */
export function VehiclesOverviewCard() {
  const { t, format, card } = useDashboardCard('vehicles', useGetLogisticsVehiclesOverviewQuery());
  return (
    <DashboardCard {...card} skeleton={skeleton} firstRow>
      {(data: LogisticsVehiclesOverview) => {
        if (data.total === 0) {
          return (
            <EmptyState
              size="sm"
              headingLevel={3}
              icon={<IconTruck size={24} />}
              title={t('dashboard.vehicles.empty.title')}
              description={t('dashboard.vehicles.empty.message')}
            />
          );
        }
        const named = data.states.map((s) => ({
          ...s,
          name: t(`dashboard.vehicleState.${s.state}`),
        }));
        return (
          <>
            <HeadlineFigure
              value={format.number(data.total)}
              caption={t('dashboard.vehicles.total')}
              testId="logistics-vehicles-total"
            />
            <ShareBar
              label={t('dashboard.vehicles.bar', {
                shares: named.map((s) => `${s.name} ${format.percent(s.share)}`).join(', '),
              })}
              parts={named.map((s) => ({
                id: s.state,
                share: s.share,
                text: format.percent(s.share),
                color: stateColor[s.state],
              }))}
            />
            <Stack as="ul" gap={3}>
              {named.map((s) => (
                <Stack
                  as="li"
                  key={s.state}
                  direction="row"
                  gap={3}
                  align="center"
                  data-testid={`logistics-vehicle-state-${s.state}`}
                >
                  <IconTruck size={20} aria-hidden className="at-mirror-rtl" />
                  <Stack gap={0} grow>
                    <Typography variant="body2" weight="medium">
                      {s.name}
                    </Typography>
                    <Typography variant="caption" color="secondary">
                      {`${t('dashboard.vehicles.averageTime')}: ${
                        s.averageHours === null
                          ? t('dashboard.vehicles.noTime')
                          : t('dashboard.hours', { value: format.number(s.averageHours) })
                      }`}
                    </Typography>
                  </Stack>
                  <Typography
                    variant="body2"
                    weight="semibold"
                    data-testid="logistics-vehicle-count"
                  >
                    {format.number(s.count)}
                  </Typography>
                  <Typography variant="body2" color="secondary" nowrap>
                    {format.percent(s.share)}
                  </Typography>
                </Stack>
              ))}
            </Stack>
          </>
        );
      }}
    </DashboardCard>
  );
}
