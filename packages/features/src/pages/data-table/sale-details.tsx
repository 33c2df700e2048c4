import { IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import type { SalesRow } from '@atrium/mocks/types';
import { Avatar, Grid, Rating, Stack, Typography } from '@atrium/ui';

import { DetailRow, TonalChip, useFormat } from '../../shared/index.ts';

import { ORDER_COLORS, ORDER_KEYS, PAYMENT_COLORS, PAYMENT_KEYS, saleId } from './sales-rows.ts';

/** The details row of a sale: the product on one side, the payment on the other. */
export function SaleDetails({ sale }: { sale: SalesRow }) {
  const { t } = useTranslation('pages');
  const format = useFormat();
  const { product, payment } = sale;
  const due = Math.max(payment.total - payment.paidAmount, 0);
  return (
    <Grid columns={{ xs: 1, md: 2 }} gap={6} data-testid={`sale-details-${saleId(sale)}`}>
      <Stack as="section" direction="row" gap={4} aria-label={t('dataTable.details.product')}>
        <Avatar src={product.image} name={product.name} size={64} shape="rounded" alt="" />
        <Stack gap={2}>
          <Typography variant="subtitle" as="p" weight="semibold">
            {product.name}
          </Typography>
          <Typography variant="body2" color="secondary" maxLines={3}>
            {product.description}
          </Typography>
          <Stack as="dl" gap={1}>
            <DetailRow label={t('dataTable.details.brand')}>{product.brand}</DetailRow>
            <DetailRow label={t('dataTable.details.category')}>{product.category}</DetailRow>
            <DetailRow label={t('dataTable.details.price')}>
              {format.money(product.price)}
            </DetailRow>
          </Stack>
          <Stack direction="row" gap={4} align="center" wrap>
            <Rating
              label={t('dataTable.details.rating', { value: product.rating })}
              value={product.rating}
              readOnly
              size="sm"
            />
            {product.hasFreeShipping && (
              <TonalChip
                color="info"
                label={t('dataTable.details.freeShipping')}
                icon={<IconTruckDelivery size={14} aria-hidden />}
              />
            )}
          </Stack>
        </Stack>
      </Stack>
      <Stack as="section" gap={2} aria-label={t('dataTable.details.payment')}>
        <Typography variant="subtitle" as="p" weight="semibold">
          {t('dataTable.details.payment')}
        </Typography>
        <Stack as="dl" gap={1}>
          <DetailRow label={t('dataTable.details.total')}>{format.money(payment.total)}</DetailRow>
          <DetailRow label={t('dataTable.details.paid')}>
            {format.money(payment.paidAmount)}
          </DetailRow>
          <DetailRow label={t('dataTable.details.due')}>{format.money(due)}</DetailRow>
        </Stack>
        <Stack direction="row" gap={2} wrap>
          <TonalChip
            color={PAYMENT_COLORS[payment.receivedPaymentStatus]}
            label={t(`dataTable.payment.${PAYMENT_KEYS[payment.receivedPaymentStatus]}`)}
          />
          <TonalChip
            color={ORDER_COLORS[payment.status]}
            label={t(`dataTable.order.${ORDER_KEYS[payment.status]}`)}
          />
        </Stack>
      </Stack>
    </Grid>
  );
}
