import { useTranslation } from 'react-i18next';

import { PageHeader, Stack } from '@atrium/ui';

import { DashboardGrid, type DashboardCell } from '../../shared/dashboard/index.ts';
import { VehiclesTable } from '../vehicles/vehicles-table.tsx';
import { DeliveryExceptionsCard } from './delivery-exceptions-card.tsx';
import { DeliveryPerformanceCard } from './delivery-performance-card.tsx';
import { OrdersByCountryCard } from './orders-by-country-card.tsx';
import { ShipmentStatisticsCard } from './shipment-statistics-card.tsx';
import { VehiclesOverviewCard } from './vehicles-overview-card.tsx';

/** The route asks for the cards' figures with the page's chunk, before the page draws. */
export { prefetchLogisticsDashboard } from '../api/logistics-dashboard.ts';

/** Column spans: one column on phones, two on tablets, a 12-column grid from desktop. */
const third = { md: 1, lg: 4 } as const;
const twoThirds = { md: 'full', lg: 8 } as const;
const lastThird = { md: 'full', lg: 4 } as const;

/** The first row, drawn alone before the rest. */
const firstRow: readonly DashboardCell[] = [
  [VehiclesOverviewCard, third],
  [ShipmentStatisticsCard, twoThirds],
];

/**
 * The cards below the first row, in reading order, with their column spans; the vehicles table
 * (sort and page in the URL) ends the page on a row of its own.
 */
const laterRows: readonly DashboardCell[] = [
  [DeliveryPerformanceCard, third],
  [DeliveryExceptionsCard, third],
  [OrdersByCountryCard, lastThird],
  [VehiclesTable, 'full'],
];

/**
 * The logistics dashboard (route `dashboards.logistics`, and its wall view in the full-bleed
 * coin360 layout). Every card fetches its own figures, so each shows its own skeleton or error and
 * one failing call leaves the rest usable. The first row commits alone (the fleet's overview is a
 * phone's first screen); the cards below follow in a transition, in a space reserved for them.
 */
export function LogisticsDashboardPage() {
  const { t } = useTranslation('logistics');
  return (
    <Stack gap={6}>
      <PageHeader title={t('dashboard.title')} description={t('dashboard.description')} />
      <DashboardGrid firstRow={firstRow} laterRows={laterRows} />
    </Stack>
  );
}
