import {
  IconAlertTriangle,
  IconCalendarStats,
  IconChecks,
  IconReceiptRefund,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { OrdersSummary } from '@atrium/mocks/types';
import { Skeleton, StatCard, StatCardGroup, type ColorName } from '@atrium/ui';

import { useFormat } from '../../shared/index.ts';
import { useGetOrdersSummaryQuery } from '../api/orders.ts';

type WidgetKey = Exclude<keyof OrdersSummary, 'total'>;

const WIDGETS: ReadonlyArray<{ key: WidgetKey; color: ColorName; icon: ReactNode }> = [
  { key: 'pendingPayment', color: 'warning', icon: <IconCalendarStats size={24} /> },
  { key: 'completed', color: 'success', icon: <IconChecks size={24} /> },
  { key: 'refunded', color: 'secondary', icon: <IconReceiptRefund size={24} /> },
  { key: 'failed', color: 'error', icon: <IconAlertTriangle size={24} /> },
];

/** The four counts above the order list, from the fake API's summary call. */
export function OrderWidgets() {
  const { t } = useTranslation('ecommerce');
  const format = useFormat();
  const { data, isLoading, isError } = useGetOrdersSummaryQuery();
  // The widgets are a summary: when the call fails the list below shows the error and retry.
  if (isError) return null;
  return (
    <StatCardGroup
      as="section"
      aria-label={t('orders.widgets.label')}
      columns={{ xs: 1, sm: 2, lg: 4 }}
      gap={6}
    >
      {WIDGETS.map(({ key, color, icon }) =>
        isLoading || !data ? (
          <Skeleton key={key} variant="rounded" height={132} />
        ) : (
          <StatCard
            key={key}
            data-testid={`orders-widget-${key}`}
            headingLevel={2}
            title={t(`orders.widgets.${key}`)}
            value={format.number(data[key])}
            icon={icon}
            color={color}
            footer={t('orders.widgets.ofTotal', { total: format.number(data.total) })}
          />
        ),
      )}
    </StatCardGroup>
  );
}
