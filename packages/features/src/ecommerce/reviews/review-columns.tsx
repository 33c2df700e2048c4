import type { Review } from '@atrium/mocks/types';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import {
  Avatar,
  Chip,
  Rating,
  Stack,
  Typography,
  VisuallyHidden,
  createDataTableColumns,
} from '@atrium/ui';

import { useFormat } from '../../shared/index.ts';

const column = createDataTableColumns<Review>();

/** Two lines at most, so a long review never makes a row tower over the others. */
const clamp = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;

/**
 * The review table's columns. Their ids are the fake API's sort keys (product, reviewer, date,
 * status), so a header click sorts on the server by that key.
 */
export function useReviewColumns() {
  const { t } = useTranslation('ecommerce');
  const format = useFormat();
  return useMemo(
    () => [
      column.accessor('product', {
        id: 'product',
        header: t('reviews.columns.product'),
        cell: ({ row: { original: r } }) => (
          <Stack direction="row" gap={3} align="center" style={{ minInlineSize: 200 }}>
            <Avatar src={r.productImage} name={r.product} alt="" shape="rounded" size="md" />
            <Stack gap={0}>
              <Typography variant="body2" style={{ fontWeight: 600 }}>
                {r.product}
              </Typography>
              <Typography variant="caption" color="secondary">
                {r.companyName}
              </Typography>
            </Stack>
          </Stack>
        ),
      }),
      column.accessor('reviewer', {
        id: 'reviewer',
        header: t('reviews.columns.reviewer'),
        cell: ({ row: { original: r } }) => (
          <Stack direction="row" gap={3} align="center" style={{ minInlineSize: 200 }}>
            <Avatar src={r.avatar} name={r.reviewer} alt="" size="sm" />
            <Stack gap={0}>
              <Typography variant="body2">{r.reviewer}</Typography>
              <Typography variant="caption" color="secondary">
                {r.email}
              </Typography>
            </Stack>
          </Stack>
        ),
      }),
      column.accessor('head', {
        id: 'review',
        header: t('reviews.columns.review'),
        enableSorting: false,
        meta: { label: t('reviews.columns.review') },
        cell: ({ row: { original: r } }) => (
          <Stack gap={1} style={{ minInlineSize: 240, maxInlineSize: 360 }}>
            <Rating
              label={<VisuallyHidden>{t('reviews.columns.rating')}</VisuallyHidden>}
              value={r.review}
              readOnly
              size="sm"
            />
            <Typography variant="body2" style={{ fontWeight: 600 }}>
              {r.head}
            </Typography>
            <Typography variant="body2" color="secondary" style={clamp}>
              {r.para}
            </Typography>
          </Stack>
        ),
      }),
      column.accessor('date', {
        id: 'date',
        header: t('reviews.columns.date'),
        cell: ({ getValue }) => (
          <span style={{ whiteSpace: 'nowrap' }}>{format.date(getValue())}</span>
        ),
      }),
      column.accessor('status', {
        id: 'status',
        header: t('reviews.columns.status'),
        cell: ({ getValue }) => (
          <Chip
            size="sm"
            variant="tonal"
            color={getValue() === 'Published' ? 'success' : 'warning'}
            label={t(`reviews.status.${getValue()}`)}
          />
        ),
      }),
    ],
    [t, format],
  );
}
