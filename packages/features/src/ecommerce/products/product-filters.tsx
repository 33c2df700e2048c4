import { memo } from 'react';
import { useTranslation } from 'react-i18next';

import { Select } from '@atrium/ui';
import { PRODUCT_CATEGORIES, PRODUCT_STATUSES } from '@atrium/mocks/values';

import { ListSearch, type TableUrlState } from '../../shared/index.ts';

/** Radix Select needs a non-empty value for "no filter". */
const ALL = 'all';

type ProductFiltersProps = Pick<
  TableUrlState,
  'state' | 'setSearch' | 'setFilter' | 'filterValue'
> & {
  /** Each keystroke's text, before the URL has it: the list asks the server at once. */
  onType?: (text: string) => void;
};

/** Search and the status, category and stock filters; all of them live in the URL. */
export const ProductFilters = memo(function ProductFilters({
  state,
  setSearch,
  setFilter,
  filterValue,
  onType,
}: ProductFiltersProps) {
  const { t } = useTranslation('ecommerce');
  const choose = (id: string) => ({
    value: filterValue(id) || ALL,
    onValueChange: ({ value }: { value: string }) => setFilter(id, value === ALL ? '' : value),
  });
  const all = { value: ALL, label: t('products.filters.all') };
  return (
    <>
      <ListSearch
        value={state.globalFilter}
        onSearch={setSearch}
        onType={onType}
        label={t('products.filters.search')}
        iconSize={16}
        data-testid="product-search"
      />
      <Select
        size="sm"
        label={t('products.filters.status')}
        data-testid="filter-status"
        options={[
          all,
          ...PRODUCT_STATUSES.map((s) => ({ value: s, label: t(`common.status.${s}`) })),
        ]}
        {...choose('status')}
      />
      <Select
        size="sm"
        label={t('products.filters.category')}
        data-testid="filter-category"
        options={[
          all,
          ...PRODUCT_CATEGORIES.map((c) => ({ value: c, label: t(`products.categories.${c}`) })),
        ]}
        {...choose('category')}
      />
      <Select
        size="sm"
        label={t('products.filters.stock')}
        data-testid="filter-stock"
        options={[
          all,
          { value: 'true', label: t('products.filters.inStock') },
          { value: 'false', label: t('products.filters.outOfStock') },
        ]}
        {...choose('stock')}
      />
    </>
  );
});
