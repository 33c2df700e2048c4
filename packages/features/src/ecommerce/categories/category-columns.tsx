import type { TFunction } from 'i18next';

import type { Category } from '@atrium/mocks/types';
import { Avatar, createDataTableColumns, Stack, Typography } from '@atrium/ui';

import { useColumns, type Formatters, TonalChip } from '../../shared/index.ts';

const column = createDataTableColumns<Category>();

/**
 * The table's columns. Ids are the API's sort keys (`title`, `totalProducts`, `totalEarning`), so
 * the table's sorting state is the list call's `sortBy` as it is.
 */
const categoryColumns = (t: TFunction<'ecommerce'>, format: Formatters) => [
  column.accessor('title', {
    id: 'title',
    header: t('categories.columns.category'),
    meta: { label: t('categories.columns.category') },
    cell: ({ row }) => (
      <Stack direction="row" align="center" gap={3}>
        <Avatar src={row.original.image} alt="" name={row.original.title} shape="rounded" />
        <Stack gap={0.5}>
          <Typography variant="subtitle" as="span" data-testid="category-title">
            {row.original.title}
          </Typography>
          <Typography variant="body2" color="secondary" as="span">
            {row.original.description}
          </Typography>
        </Stack>
      </Stack>
    ),
  }),
  column.accessor('status', {
    id: 'status',
    header: t('categories.columns.status'),
    enableSorting: false,
    cell: ({ getValue }) => {
      const status = getValue() ?? 'Published';
      return (
        <TonalChip
          color={status === 'Published' ? 'success' : 'secondary'}
          label={t(`common.status.${status}`)}
        />
      );
    },
  }),
  column.accessor('totalProducts', {
    id: 'totalProducts',
    header: t('categories.columns.totalProducts'),
    meta: { align: 'end', label: t('categories.columns.totalProducts') },
    cell: ({ getValue }) => format.number(getValue()),
  }),
  column.accessor('totalEarning', {
    id: 'totalEarning',
    header: t('categories.columns.totalEarning'),
    meta: { align: 'end', label: t('categories.columns.totalEarning') },
    cell: ({ getValue }) => format.money(getValue()),
  }),
];

export const useCategoryColumns = () => useColumns('ecommerce', categoryColumns);
