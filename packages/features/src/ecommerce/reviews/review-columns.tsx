import type { Review } from '@atrium/mocks/types';
import type { TFunction } from 'i18next';

import { Rating, Stack, Typography, VisuallyHidden, createDataTableColumns } from '@atrium/ui';

import { IdentityCell, useColumns, type Formatters, TonalChip } from '../../shared/index.ts';

const column = createDataTableColumns<Review>();

/**
 * The review table's columns. Their ids are the fake API's sort keys (product, reviewer, date,
 * status), so a header click sorts on the server by that key.
 */
const reviewColumns = (t: TFunction<'ecommerce'>, format: Formatters) => [
  column.accessor('product', {
    id: 'product',
    header: t('reviews.columns.product'),
    cell: ({ row: { original: r } }) => (
      <IdentityCell
        image={r.productImage}
        name={r.product}
        detail={r.companyName}
        kind="product"
        strong
        minInlineSize={200}
      />
    ),
  }),
  column.accessor('reviewer', {
    id: 'reviewer',
    header: t('reviews.columns.reviewer'),
    cell: ({ row: { original: r } }) => (
      <IdentityCell image={r.avatar} name={r.reviewer} detail={r.email} minInlineSize={200} />
    ),
  }),
  column.accessor('head', {
    id: 'review',
    header: t('reviews.columns.review'),
    enableSorting: false,
    meta: { label: t('reviews.columns.review') },
    cell: ({ row: { original: r } }) => (
      <Stack gap={1} minInlineSize={240} maxInlineSize={360}>
        <Rating
          label={<VisuallyHidden>{t('reviews.columns.rating')}</VisuallyHidden>}
          value={r.review}
          readOnly
          size="sm"
        />
        <Typography variant="body2" weight="semibold">
          {r.head}
        </Typography>
        <Typography variant="body2" color="secondary" maxLines={2}>
          {r.para}
        </Typography>
      </Stack>
    ),
  }),
  column.accessor('date', {
    id: 'date',
    header: t('reviews.columns.date'),
    // Table cells keep to one line already.
    cell: ({ getValue }) => format.date(getValue()),
  }),
  column.accessor('status', {
    id: 'status',
    header: t('reviews.columns.status'),
    cell: ({ getValue }) => (
      <TonalChip
        color={getValue() === 'Published' ? 'success' : 'warning'}
        label={t(`reviews.status.${getValue()}`)}
      />
    ),
  }),
];

export const useReviewColumns = () => useColumns('ecommerce', reviewColumns);
