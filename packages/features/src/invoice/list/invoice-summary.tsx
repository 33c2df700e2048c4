import { IconCash, IconFileInvoice, IconHourglass, IconUsers } from '@tabler/icons-react';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorState, Skeleton, StatCard, StatCardGroup, type ColorName } from '@atrium/ui';
import type { InvoicesSummary } from '@atrium/mocks/types';

import { useFormat, type Formatters } from '../../shared/index.ts';
import { useGetInvoicesSummaryQuery } from '../api/invoices.ts';

interface SummaryCard {
  key: keyof InvoicesSummary;
  color: ColorName;
  icon: ReactNode;
  show: (format: Formatters, value: number) => string;
}

const count = (format: Formatters, value: number) => format.number(value);
/** Cents up to a million; beyond, "$123.5M", which is what still fits a quarter of the list's width. */
const money = (format: Formatters, value: number) =>
  Math.abs(value) >= 1_000_000 ? format.moneyShort(value, true) : format.money(value);

const CARDS: readonly SummaryCard[] = [
  { key: 'clients', color: 'primary', icon: <IconUsers size={22} />, show: count },
  { key: 'invoices', color: 'info', icon: <IconFileInvoice size={22} />, show: count },
  { key: 'paid', color: 'success', icon: <IconCash size={22} />, show: money },
  { key: 'unpaid', color: 'error', icon: <IconHourglass size={22} />, show: money },
];

const columns = { xs: 1, sm: 2, lg: 4 } as const;

/**
 * The four cards above the invoice list, from the fake API's summary call (refreshed with the
 * lists). They take no props and skip the list's renders (each keystroke, each page turn).
 */
export const InvoiceSummary = memo(function InvoiceSummary() {
  const { t } = useTranslation('invoice');
  const format = useFormat();
  const { data, isLoading, isError, refetch } = useGetInvoicesSummaryQuery();
  if (isError) {
    return (
      <ErrorState
        size="sm"
        message={t('list.summary.error')}
        onRetry={() => void refetch()}
        retryLabel={t('list.actions.retry')}
      />
    );
  }
  return (
    <StatCardGroup as="section" aria-label={t('list.summary.label')} columns={columns} gap={6}>
      {CARDS.map(({ key, color, icon, show }) => (
        <StatCard
          key={key}
          data-testid={data ? `invoice-summary-${key}` : undefined}
          headingLevel={2}
          title={t(`list.summary.${key}`)}
          value={
            isLoading || !data ? <Skeleton variant="text" width="6ch" /> : show(format, data[key])
          }
          icon={icon}
          color={color}
          footer={t(`list.summary.${key}Hint`)}
        />
      ))}
    </StatCardGroup>
  );
});
