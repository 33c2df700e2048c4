import { Avatar, List, Typography } from '@atrium/ui';
import type { DashboardPopularProducts } from '@atrium/mocks/types';

import { useGetDashboardPopularProductsQuery } from '../api/dashboard.ts';
import {
  AmountAndState,
  DashboardCard,
  LinkedListItem,
  ListSkeleton,
} from '../../shared/dashboard/index.ts';
import { useDashboardCard } from './use-dashboard-card.ts';
import { href } from '../routes.ts';

/** A constant element: the card re-renders while it loads, its placeholders do not. */
const skeleton = <ListSkeleton />;

/** The five products with most units sold in the period, each opening its edit screen. */
export function PopularProductsCard() {
  const { t, format, card } = useDashboardCard('popular', useGetDashboardPopularProductsQuery());
  return (
    <DashboardCard {...card} skeleton={skeleton}>
      {({ products }: DashboardPopularProducts) =>
        products.length === 0 ? (
          <Typography color="secondary">{t('dashboard.popular.empty')}</Typography>
        ) : (
          <List flush>
            {products.map((p) => (
              <LinkedListItem
                key={p.id}
                start={<Avatar src={p.image} alt="" name={p.productName} shape="rounded" />}
                secondary={t('dashboard.popular.units', {
                  count: p.units,
                  category: t(`dashboard.categories.${p.category}`),
                })}
                action={
                  <AmountAndState amount={p.revenue} gap={0}>
                    <Typography variant="caption" color="secondary">
                      {t('dashboard.popular.price', { price: format.money(p.price) })}
                    </Typography>
                  </AmountAndState>
                }
                to={href('ecommerce.productEdit', { id: p.id })}
                testId={`dashboard-product-${p.id}`}
              >
                {p.productName}
              </LinkedListItem>
            ))}
          </List>
        )
      }
    </DashboardCard>
  );
}
