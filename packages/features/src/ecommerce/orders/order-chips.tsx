import { IconCreditCard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import type { OrderPaymentCode, OrderStatus, PaymentMethod } from '@atrium/mocks/types';
import { Chip, Stack, Typography, VisuallyHidden, type ColorName } from '@atrium/ui';

/** Payment codes: 1 Paid, 2 Pending, 3 Cancelled, 4 Failed. */
const PAYMENT_COLORS: Record<OrderPaymentCode, ColorName> = {
  1: 'success',
  2: 'warning',
  3: 'secondary',
  4: 'error',
};

const STATUS_COLORS: Record<OrderStatus, ColorName> = {
  Delivered: 'success',
  'Ready to Pickup': 'primary',
  'Out for Delivery': 'info',
  Dispatched: 'warning',
};

/** The small tonal chip both order states are shown in. */
function StateChip({ color, label }: { color: ColorName; label: string }) {
  return <Chip size="sm" variant="tonal" color={color} label={label} />;
}

export function PaymentChip({ payment }: { payment: OrderPaymentCode }) {
  const { t } = useTranslation('ecommerce');
  return <StateChip color={PAYMENT_COLORS[payment]} label={t(`orders.payment.${payment}`)} />;
}

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('ecommerce');
  return <StateChip color={STATUS_COLORS[status]} label={t(`orders.status.${status}`)} />;
}

/**
 * The brand marks are served by the fake API as SVG (`/mock-assets/brands/...`), the way a real
 * back end would serve its static assets; an unknown method falls back to a card icon.
 */
const METHOD_LOGOS: Partial<Record<PaymentMethod, string>> = {
  paypalLogo: '/mock-assets/brands/paypal.svg',
  mastercard: '/mock-assets/brands/mastercard.svg',
};

/** The method's logo and the masked account number ("•••• 4638"), spoken as one phrase. */
export function PaymentMethodCell({
  method,
  methodNumber,
}: {
  method: PaymentMethod;
  methodNumber: number;
}) {
  const { t } = useTranslation('ecommerce');
  const logo = METHOD_LOGOS[method];
  return (
    <Stack direction="row" gap={2} align="center">
      {logo ? (
        <img src={logo} alt="" width={32} height={20} />
      ) : (
        <IconCreditCard size={20} aria-hidden />
      )}
      <Typography variant="body2" as="span">
        <span aria-hidden dir="ltr">{`•••• ${methodNumber}`}</span>
        <VisuallyHidden>
          {t('orders.method.endingIn', {
            method: t(`orders.method.${method}`),
            last4: methodNumber,
          })}
        </VisuallyHidden>
      </Typography>
    </Stack>
  );
}
