import { IconBox, IconCircleCheck, IconCoin, IconPackageOff } from '@tabler/icons-react';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { Skeleton, StatCard, StatCardGroup } from '@atrium/ui';
import type { Product } from '@atrium/mocks/types';

import { parseMoney, useFormat } from '../../shared/index.ts';
import { useGetProductsQuery } from '../api/products.ts';

/** Every product, unfiltered: the figures describe the shop, not the current view. */
export const summaryQuery = { page: 1, itemsPerPage: -1 } as const;

export interface ProductFigures {
  total: number;
  published: number;
  inStock: number;
  outOfStock: number;
  /** Sum of price × quantity. */
  value: number;
}

export function productFigures(products: readonly Product[]): ProductFigures {
  let published = 0;
  let inStock = 0;
  let value = 0;
  for (const p of products) {
    if (p.status === 'Published') published += 1;
    if (p.stock) inStock += 1;
    value += parseMoney(p.price) * p.qty;
  }
  return {
    total: products.length,
    published,
    inStock,
    outOfStock: products.length - inStock,
    value,
  };
}

/**
 * The summary widgets, computed from one list call with `itemsPerPage=-1` (the fake API has no summary
 * endpoint). It shares the `Product` tags, so a delete or edit refreshes the figures too. It takes
 * no props and skips the list page's renders (every search keystroke and page turn): its figures
 * change only with the whole list, and they are computed once per answer.
 */
export const ProductSummary = memo(function ProductSummary() {
  const { t } = useTranslation('ecommerce');
  const format = useFormat();
  const { data, isLoading, isError } = useGetProductsQuery(summaryQuery);

  const figures = useMemo(() => (data ? productFigures(data.products) : undefined), [data]);
  if (isError) return null;
  const share = (count: number) =>
    figures && figures.total > 0
      ? t('products.summary.share', { percent: format.percent(count / figures.total) })
      : undefined;
  const show = (value: number | undefined, text: (n: number) => string) =>
    isLoading || value === undefined ? <Skeleton variant="text" width="4ch" /> : text(value);
  const count = (n: number) => format.number(n);
  // The footer line is there while loading too: a card that grew by a line when its figures came
  // pushed the cards below it down (a layout shift on phones, where the cards stack).
  const footerOf = (text: (figures: ProductFigures) => string | undefined) =>
    figures ? text(figures) : <Skeleton variant="text" width="12ch" />;

  return (
    <section aria-label={t('products.summary.label')}>
      <StatCardGroup columns={{ xs: 1, sm: 2, lg: 4 }} gap={4}>
        <StatCard
          headingLevel={2}
          title={t('products.summary.total')}
          value={show(figures?.total, count)}
          icon={<IconBox size={22} />}
          color="primary"
          footer={footerOf((f) =>
            t('products.summary.published', { number: format.number(f.published) }),
          )}
        />
        <StatCard
          headingLevel={2}
          title={t('products.summary.inStock')}
          value={show(figures?.inStock, count)}
          icon={<IconCircleCheck size={22} />}
          color="success"
          footer={footerOf((f) => share(f.inStock))}
        />
        <StatCard
          headingLevel={2}
          title={t('products.summary.outOfStock')}
          value={show(figures?.outOfStock, count)}
          icon={<IconPackageOff size={22} />}
          color="error"
          footer={footerOf((f) => share(f.outOfStock))}
        />
        <StatCard
          headingLevel={2}
          title={t('products.summary.value')}
          value={show(figures?.value, (n) => format.moneyShort(n))}
          icon={<IconCoin size={22} />}
          color="info"
          footer={t('products.summary.valueFooter')}
        />
      </StatCardGroup>
    </section>
  );
});
