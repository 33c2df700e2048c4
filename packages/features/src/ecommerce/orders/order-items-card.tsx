import { useTranslation } from 'react-i18next';

import type { OrderDetails } from '@atrium/mocks/types';
import { Card, Divider, SimpleTable, Stack, Typography } from '@atrium/ui';

import { IdentityCell, useFormat } from '../../shared/index.ts';

function TotalRow({
  label,
  value,
  strong = false,
}: {
  label: string;
  value: string;
  strong?: boolean;
}) {
  return (
    <Stack direction="row" justify="between" gap={4}>
      <Typography
        as="dt"
        variant={strong ? 'subtitle' : 'body2'}
        color={strong ? 'primary' : 'secondary'}
      >
        {label}
      </Typography>
      <Typography as="dd" variant={strong ? 'subtitle' : 'body2'}>
        {value}
      </Typography>
    </Stack>
  );
}

/** The order's lines and the totals under them (subtotal + shipping + tax = total). */
export function OrderItemsCard({ order }: { order: OrderDetails }) {
  const { t } = useTranslation('ecommerce');
  const format = useFormat();
  const totals = [
    { key: 'subtotal', value: format.money(order.subtotal) },
    {
      key: 'shipping',
      value: order.shipping === 0 ? t('orders.details.totals.free') : format.money(order.shipping),
    },
    { key: 'tax', value: format.money(order.tax) },
  ] as const;
  return (
    <Card as="section">
      <Card.Header title={t('orders.details.items.title')} headingLevel={2} />
      <SimpleTable caption={t('orders.details.items.label', { number: order.order })} hideCaption>
        <thead>
          <tr>
            <th scope="col">{t('orders.details.items.product')}</th>
            <th scope="col" data-align="end">
              {t('orders.details.items.price')}
            </th>
            <th scope="col" data-align="end">
              {t('orders.details.items.qty')}
            </th>
            <th scope="col" data-align="end">
              {t('orders.details.items.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.productId}>
              <td>
                {/* Wide enough for a product name (220 px with the cell's padding); on phones the
                    table scrolls sideways instead. */}
                <IdentityCell
                  image={item.image}
                  name={item.productName}
                  detail={item.productBrand}
                  kind="product"
                  minInlineSize={188}
                />
              </td>
              <td data-align="end">{format.money(item.price)}</td>
              <td data-align="end">{format.number(item.qty)}</td>
              <td data-align="end">{format.money(item.total)}</td>
            </tr>
          ))}
        </tbody>
      </SimpleTable>
      <Card.Content>
        <Stack gap={2} maxInlineSize={280} pushToInlineEnd>
          <Stack as="dl" gap={2}>
            {totals.map(({ key, value }) => (
              <TotalRow key={key} label={t(`orders.details.totals.${key}`)} value={value} />
            ))}
          </Stack>
          <Divider />
          <Stack as="dl">
            <TotalRow
              strong
              label={t('orders.details.totals.total')}
              value={format.money(order.spent)}
            />
          </Stack>
        </Stack>
      </Card.Content>
    </Card>
  );
}
