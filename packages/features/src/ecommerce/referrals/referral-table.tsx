import type { Referral, ReferralStatus, ReferralsResponse } from '@atrium/mocks/types';
import { IconUsersGroup } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

import { Card, DataTable, EmptyState, createDataTableColumns, type ColorName } from '@atrium/ui';

import {
  type Formatters,
  IdentityCell,
  TonalChip,
  useColumns,
  useListPage,
} from '../../shared/index.ts';
import { referralsApi, useGetReferralsQuery } from '../api/referrals.ts';

const column = createDataTableColumns<Referral>();
const rowsOf = (data: ReferralsResponse) => data.referrals;
const rowId = (referral: Referral) => String(referral.id);

const STATUS_COLOR: Record<ReferralStatus, ColorName> = {
  Paid: 'success',
  Unpaid: 'warning',
  Rejected: 'error',
};

/** Column ids are the fake API's sort keys: users, referred-id, status, value, earning. */
const referralColumns = (t: TFunction<'ecommerce'>, format: Formatters) => [
  column.accessor('user', {
    id: 'users',
    header: t('referrals.columns.user'),
    cell: ({ row: { original: r } }) => (
      <IdentityCell image={r.avatar} name={r.user} detail={r.email} strong minInlineSize={200} />
    ),
  }),
  column.accessor('referredId', {
    id: 'referred-id',
    header: t('referrals.columns.referredId'),
    cell: ({ getValue }) => <bdi>#{getValue()}</bdi>,
  }),
  column.accessor('status', {
    id: 'status',
    header: t('referrals.columns.status'),
    cell: ({ getValue }) => (
      <TonalChip color={STATUS_COLOR[getValue()]} label={t(`referrals.status.${getValue()}`)} />
    ),
  }),
  ...(['value', 'earning'] as const).map((key) =>
    // Amounts of money, aligned to the end like every figure.
    column.accessor(key, {
      id: key,
      header: t(`referrals.columns.${key}`),
      meta: { align: 'end' },
      cell: ({ getValue }) => format.money(getValue()),
    }),
  ),
];

const useReferralColumns = () => useColumns('ecommerce', referralColumns);

/** Referred users with sort and paging in the URL. */
export function ReferralTable() {
  const { t } = useTranslation('ecommerce');
  const list = useListPage({
    useQuery: useGetReferralsQuery,
    initiate: referralsApi.endpoints.getReferrals.initiate,
    rowsOf,
    errorText: t('referrals.table.loadError'),
  });
  const columns = useReferralColumns();
  return (
    <Card>
      <Card.Header
        title={t('referrals.table.title')}
        titleId="referral-table-title"
        headingLevel={2}
      />
      <DataTable
        label={t('referrals.table.title')}
        data-testid="referrals-table"
        {...list.table}
        columns={columns}
        getRowId={rowId}
        empty={
          <EmptyState
            size="sm"
            icon={<IconUsersGroup size={24} aria-hidden />}
            title={t('referrals.table.emptyTitle')}
            description={t('referrals.table.emptyText')}
          />
        }
      />
    </Card>
  );
}
