import { Sparkline, Stack } from '@atrium/ui';
import type { LogisticsShipments } from '@atrium/mocks/types';

import { useGetLogisticsShipmentsQuery } from '../api/logistics-dashboard.ts';
import {
  ChartSkeleton,
  ChartTotal,
  DashboardCard,
  MonthlyBars,
} from '../../shared/dashboard/index.ts';
import { useDashboardCard } from './use-dashboard-card.ts';

/** A constant element: the card re-renders while it loads, its placeholders do not. */
const skeleton = <ChartSkeleton height={300} />;

/**
 * Shipments sent and delivered per month as bars, the monthly delivery rate as a line, and the
 * totals beside them.
 */
export function ShipmentStatisticsCard() {
  const { t, format, card } = useDashboardCard('shipments', useGetLogisticsShipmentsQuery());
  const shipments = t('dashboard.shipments.shipments');
  const deliveries = t('dashboard.shipments.deliveries');
  return (
    <DashboardCard {...card} skeleton={skeleton}>
      {(stats: LogisticsShipments) => (
        <MonthlyBars
          months={stats.months}
          title={t('dashboard.shipments.chart')}
          summary={t('dashboard.shipments.summary', {
            from: format.monthYear(stats.months[0]?.month ?? ''),
            to: format.monthYear(stats.months.at(-1)?.month ?? ''),
            shipments: format.number(stats.totalShipments),
            deliveries: format.number(stats.totalDeliveries),
          })}
          monthLabel={t('dashboard.shipments.month')}
          bars={[
            { label: shipments, value: (m) => m.shipments },
            { label: deliveries, value: (m) => m.deliveries },
          ]}
        >
          <ChartTotal label={shipments} value={format.number(stats.totalShipments)} color="brand" />
          <ChartTotal
            label={deliveries}
            value={format.number(stats.totalDeliveries)}
            color="info"
            testId="logistics-shipments-deliveries"
          />
          <Stack gap={1}>
            <ChartTotal
              label={t('dashboard.shipments.rate')}
              value={format.percent(stats.deliveryRate)}
              color="success"
            />
            <Sparkline
              data={stats.months.map((m) =>
                m.shipments === 0 ? 0 : Math.round((m.deliveries / m.shipments) * 1000) / 10,
              )}
              label={t('dashboard.shipments.rateLine')}
              color="success"
              area={false}
              height={40}
            />
          </Stack>
        </MonthlyBars>
      )}
    </DashboardCard>
  );
}
