import { Box, Sparkline, type ColorName } from '@atrium/ui';
import type { CrmWeeklySeries } from '@atrium/mocks/types';

import { useGetCrmOrdersQuery, useGetCrmSalesQuery } from '../api/crm-dashboard.ts';
import {
  DashboardCard,
  FigureSkeleton,
  HeadlineFigure,
  type CardQuery,
  type DashboardFormat,
} from '../../shared/dashboard/index.ts';
import { useCrmCard } from './use-crm-card.ts';

/** A constant element: the card re-renders while it loads, its placeholders do not. */
const skeleton = <FigureSkeleton chart={64} />;

interface WeeklySeriesCardProps {
  section: 'sales' | 'orders';
  query: CardQuery<CrmWeeklySeries>;
  /** The total as the card shows it (money or a count). */
  total: (format: DashboardFormat, value: number) => string;
  color: ColorName;
  /** The page's first card: drawn as soon as its data lands (see `DashboardCard`). */
  firstRow?: boolean;
}

/** A small card: the 12 weeks' total with its trend, and the weekly line under it. */
function WeeklySeriesCard({ section, query, total, color, firstRow }: WeeklySeriesCardProps) {
  const { t, format, card } = useCrmCard(section, query);
  return (
    <DashboardCard {...card} skeleton={skeleton} firstRow={firstRow}>
      {(series: CrmWeeklySeries) => (
        <>
          <HeadlineFigure
            value={total(format, series.total)}
            caption={t('crm.weekly.trend')}
            trend={series.trend.change}
            variant="h4"
            testId={`crm-${section}-total`}
          />
          <Box pushToEnd>
            <Sparkline
              data={series.weeks.map((w) => w.value)}
              label={t(`crm.${section}.line`)}
              color={color}
              height={64}
            />
          </Box>
        </>
      )}
    </DashboardCard>
  );
}

const money = (format: DashboardFormat, value: number) => format.moneyShort(value, true);
const count = (format: DashboardFormat, value: number) => format.number(value);

/** Every order's amount per week over the last 12 weeks. */
export function SalesCard() {
  return (
    <WeeklySeriesCard
      section="sales"
      query={useGetCrmSalesQuery()}
      total={money}
      color="primary"
      firstRow
    />
  );
}

/** Orders placed per week over the last 12 weeks. */
export function OrdersCard() {
  return (
    <WeeklySeriesCard section="orders" query={useGetCrmOrdersQuery()} total={count} color="info" />
  );
}
