import { BarChart, Grid, Sparkline, Stack, Typography } from '@atrium/ui';
import type { LogisticsShipments } from '@atrium/mocks/types';

import { useGetLogisticsShipmentsQuery } from '../api/logistics-dashboard.ts';
import { ChartSkeleton, DashboardCard } from '../../shared/dashboard/index.ts';
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
  const month = t('dashboard.shipments.month');
  return (
    <DashboardCard {...card} skeleton={skeleton}>
      {(stats: LogisticsShipments) => {
        const first = stats.months[0]?.month ?? '';
        const last = stats.months.at(-1)?.month ?? '';
        return (
          <Grid columns={{ xs: 1, md: 4 }} gap={6}>
            <Grid.Item span={{ xs: 1, md: 3 }}>
              <BarChart
                hideTitle
                showDataToggle={false}
                height={300}
                title={t('dashboard.shipments.chart')}
                summary={t('dashboard.shipments.summary', {
                  from: format.monthYear(first),
                  to: format.monthYear(last),
                  shipments: format.number(stats.totalShipments),
                  deliveries: format.number(stats.totalDeliveries),
                })}
                indexBy={month}
                keys={[shipments, deliveries]}
                valueFormat={(v) => format.number(v, true)}
                data={stats.months.map((m) => ({
                  [month]: format.month(m.month),
                  [shipments]: m.shipments,
                  [deliveries]: m.deliveries,
                }))}
              />
            </Grid.Item>
            {/* Totals: a row under the chart on phones, a column beside it from tablets. */}
            <Grid columns={{ xs: 3, md: 1 }} gap={4} alignContent="center">
              <Total label={shipments} value={format.number(stats.totalShipments)} color="brand" />
              <Total
                label={deliveries}
                value={format.number(stats.totalDeliveries)}
                color="info"
                testId="logistics-shipments-deliveries"
              />
              <Stack gap={1}>
                <Total
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
            </Grid>
          </Grid>
        );
      }}
    </DashboardCard>
  );
}

function Total({
  label,
  value,
  color,
  testId,
}: {
  label: string;
  value: string;
  color: 'brand' | 'info' | 'success';
  testId?: string;
}) {
  return (
    <Stack gap={1}>
      <Typography variant="caption" color="secondary">
        {label}
      </Typography>
      <Typography variant="h6" as="p" color={color} data-testid={testId}>
        {value}
      </Typography>
    </Stack>
  );
}
