import { memo } from 'react';
import { useTranslation } from 'react-i18next';

import { PRODUCT_CATEGORIES, PRODUCT_STATUSES } from '@atrium/mocks/values';

import { FilterSelect, ListSearch, searchOf, type ListFiltersProps } from '../../shared/index.ts';

/** Search and the status, category and stock filters; all of them live in the URL. */
export const ProductFilters = memo(function ProductFilters(filters: ListFiltersProps) {
  const { t } = useTranslation('ecommerce');
  const allLabel = t('products.filters.all');
  return (
    <>
      <ListSearch
        {...searchOf(filters)}
        label={t('products.filters.search')}
        iconSize={16}
        data-testid="product-search"
      />
      <FilterSelect
        filters={filters}
        id="status"
        label={t('products.filters.status')}
        allLabel={allLabel}
        options={PRODUCT_STATUSES.map((s) => ({ value: s, label: t(`common.status.${s}`) }))}
      />
      <FilterSelect
        filters={filters}
        id="category"
        label={t('products.filters.category')}
        allLabel={allLabel}
        options={PRODUCT_CATEGORIES.map((c) => ({
          value: c,
          label: t(`products.categories.${c}`),
        }))}
      />
      <FilterSelect
        filters={filters}
        id="stock"
        label={t('products.filters.stock')}
        allLabel={allLabel}
        options={[
          { value: 'true', label: t('products.filters.inStock') },
          { value: 'false', label: t('products.filters.outOfStock') },
        ]}
      />
    </>
  );
});
