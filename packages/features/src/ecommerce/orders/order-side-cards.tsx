import { IconMail, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import type { OrderDetails } from '@atrium/mocks/types';
import { Avatar, Button, Card, Stack, Timeline, Typography } from '@atrium/ui';

import { href } from '../routes.ts';
import { PaymentChip, PaymentMethodCell } from './order-chips.tsx';
import { useOrderDateFormat } from './order-format.ts';

/** The customer of an order; the link opens that customer's details by the order's customerId. */
export function OrderCustomerCard({ order }: { order: OrderDetails }) {
  const { t } = useTranslation('ecommerce');
  const customerDetails = href('ecommerce.customerDetails', { id: order.customerId });
  return (
    <Card as="section">
      <Card.Header title={t('orders.details.customer.title')} headingLevel={2} />
      <Card.Content>
        <Stack gap={4}>
          <Stack direction="row" gap={3} align="center">
            <Avatar src={order.avatar} name={order.customer} alt="" />
            <Typography variant="subtitle" as="p">
              {order.customer}
            </Typography>
          </Stack>
          <Stack gap={1}>
            <Typography variant="overline" as="h3" color="secondary">
              {t('orders.details.customer.contact')}
            </Typography>
            <Stack direction="row" gap={2} align="center">
              <IconMail size={16} aria-hidden />
              <Typography variant="body2" as="span">
                <a href={`mailto:${order.email}`}>{order.email}</a>
              </Typography>
            </Stack>
          </Stack>
          <Button asChild variant="tonal" size="sm" startIcon={<IconUser size={16} />}>
            <Link to={customerDetails} data-testid="order-customer-link">
              {t('orders.details.customer.view')}
            </Link>
          </Button>
        </Stack>
      </Card.Content>
    </Card>
  );
}

/** How the order was paid: the payment state and the method with its masked number. */
export function OrderPaymentCard({ order }: { order: OrderDetails }) {
  const { t } = useTranslation('ecommerce');
  return (
    <Card as="section">
      <Card.Header
        title={t('orders.details.payment.title')}
        headingLevel={2}
        action={<PaymentChip payment={order.payment} />}
      />
      <Card.Content>
        <PaymentMethodCell method={order.method} methodNumber={order.methodNumber} />
      </Card.Content>
    </Card>
  );
}

/** The shipping steps so far, newest last, each with its date and time in the current language. */
export function OrderActivityCard({ order }: { order: OrderDetails }) {
  const { t } = useTranslation('ecommerce');
  const dates = useOrderDateFormat();
  const last = order.activity.length - 1;
  return (
    <Card as="section">
      <Card.Header title={t('orders.details.activity.title')} headingLevel={2} />
      <Card.Content>
        <Timeline data-testid="order-activity">
          {order.activity.map((step, index) => (
            <Timeline.Item
              key={step.kind}
              title={t(`orders.details.activity.${step.kind}`)}
              color={index === last ? 'success' : 'primary'}
              variant={index === last ? 'filled' : 'outlined'}
            >
              <Typography variant="caption" color="secondary">
                <time dateTime={step.at}>{dates.dateTime(step.at)}</time>
              </Typography>
            </Timeline.Item>
          ))}
        </Timeline>
      </Card.Content>
    </Card>
  );
}
