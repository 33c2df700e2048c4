import { useTranslation } from 'react-i18next';

import { Avatar, List, Stack, Typography } from '@atrium/ui';
import type { DashboardPopularProducts } from '@atrium/mocks/types';

import { useGetDashboardPopularProductsQuery } from '../api/dashboard.ts';
import { DashboardCard } from './dashboard-card.tsx';
import { useDashboardFormat } from './dashboard-format.ts';
import { DashboardLink } from './dashboard-link.tsx';
import { ListSkeleton } from './dashboard-skeletons.tsx';
import { href } from '../routes.ts';

/** The five products with most units sold in the period, each opening its edit screen. */
export function PopularProductsCard() {
  const { t } = useTranslation('ecommerce');
  const format = useDashboardFormat();
  const query = useGetDashboardPopularProductsQuery();
  return (
    <DashboardCard
      title={t('dashboard.popular.title')}
      subtitle={t('dashboard.last30Days')}
      query={query}
      testId="dashboard-card-popular"
      skeleton={<ListSkeleton />}
    >
      {({ products }: DashboardPopularProducts) =>
        products.length === 0 ? (
          <Typography color="secondary">{t('dashboard.popular.empty')}</Typography>
        ) : (
          <List flush>
            {products.map((p) => (
              <List.Item
                key={p.id}
                start={<Avatar src={p.image} alt="" name={p.productName} shape="rounded" />}
                secondary={t('dashboard.popular.units', {
                  count: p.units,
                  category: t(`dashboard.categories.${p.category}`),
                })}
                action={
                  <Stack gap={0} align="end">
                    <Typography variant="body2" weight="semibold">
                      {format.money(p.revenue)}
                    </Typography>
                    <Typography variant="caption" color="secondary">
                      {t('dashboard.popular.price', { price: format.money(p.price) })}
                    </Typography>
                  </Stack>
                }
              >
                <DashboardLink
                  to={href('ecommerce.productEdit', { id: p.id })}
                  testId={`dashboard-product-${p.id}`}
                >
                  {p.productName}
                </DashboardLink>
              </List.Item>
            ))}
          </List>
        )
      }
    </DashboardCard>
  );
}
