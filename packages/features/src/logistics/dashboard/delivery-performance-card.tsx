import {
  IconCircleCheck,
  IconClockHour4,
  IconPackage,
  IconStar,
  IconTarget,
  IconTruckDelivery,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { Avatar, Skeleton, Stack, Typography, type ColorName } from '@atrium/ui';
import type { LogisticsPerformance, LogisticsPerformanceMeasure } from '@atrium/mocks/types';

import { useGetLogisticsPerformanceQuery } from '../api/logistics-dashboard.ts';
import { DashboardCard, TrendChip, type DashboardFormat } from '../../shared/dashboard/index.ts';
import { useDashboardCard } from './use-dashboard-card.ts';

type Translate = ReturnType<typeof useDashboardCard>['t'];

/** The six measures in reading order, each with its icon, colour and how its value reads. */
const measures: readonly {
  key: LogisticsPerformanceMeasure;
  icon: ReactNode;
  color: ColorName;
  show: (value: number, format: DashboardFormat, t: Translate) => string;
  /** A fall is the good news (days to deliver). */
  lowerIsBetter?: boolean;
}[] = [
  {
    key: 'inTransit',
    icon: <IconPackage size={20} />,
    color: 'primary',
    show: (v, f) => f.number(v),
  },
  {
    key: 'outForDelivery',
    icon: <IconTruckDelivery size={20} className="at-mirror-rtl" />,
    color: 'info',
    show: (v, f) => f.number(v),
  },
  {
    key: 'delivered',
    icon: <IconCircleCheck size={20} />,
    color: 'success',
    show: (v, f) => f.number(v),
  },
  {
    key: 'successRate',
    icon: <IconTarget size={20} />,
    color: 'warning',
    show: (v, f) => f.percent(v),
  },
  {
    key: 'averageDeliveryDays',
    icon: <IconClockHour4 size={20} />,
    color: 'secondary',
    show: (v, f, t) => t('dashboard.performance.days', { value: f.number(v) }),
    lowerIsBetter: true,
  },
  {
    key: 'rating',
    icon: <IconStar size={20} />,
    color: 'error',
    show: (v, f, t) => t('dashboard.performance.stars', { value: f.number(v) }),
  },
];

function PerformanceSkeleton() {
  return (
    <Stack gap={5}>
      {measures.map(({ key }) => (
        <Stack key={key} direction="row" gap={3} align="center">
          <Skeleton variant="rounded" width={38} height={38} />
          <Stack gap={1} grow>
            <Skeleton width="60%" />
            <Skeleton width="30%" />
          </Stack>
          <Skeleton width={56} />
        </Stack>
      ))}
    </Stack>
  );
}

/** A constant element: the card re-renders while it loads, its placeholders do not. */
const skeleton = <PerformanceSkeleton />;

/** Six delivery measures of the last 30 days, each with its change on the 30 before. */
export function DeliveryPerformanceCard() {
  const { t, format, card } = useDashboardCard('performance', useGetLogisticsPerformanceQuery());
  return (
    <DashboardCard {...card} skeleton={skeleton}>
      {(data: LogisticsPerformance) => (
        <Stack as="ul" gap={5}>
          {measures.map(({ key, icon, color, show, lowerIsBetter }) => (
            <Stack
              as="li"
              key={key}
              direction="row"
              gap={3}
              align="center"
              data-testid={`logistics-performance-${key}`}
            >
              <Avatar shape="rounded" size="md" color={color} alt="">
                {icon}
              </Avatar>
              <Stack gap={1} grow>
                <Typography variant="body2" weight="medium">
                  {t(`dashboard.performance.${key}`)}
                </Typography>
                <div>
                  <TrendChip change={data[key].change} lowerIsBetter={lowerIsBetter} />
                </div>
              </Stack>
              <Typography
                variant="body1"
                weight="semibold"
                data-testid="logistics-performance-value"
              >
                {show(data[key].current, format, t)}
              </Typography>
            </Stack>
          ))}
        </Stack>
      )}
    </DashboardCard>
  );
}
