import { IconSearch } from '@tabler/icons-react';
import { memo, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Select, TextField } from '@atrium/ui';
import { PRODUCT_CATEGORIES, PRODUCT_STATUSES } from '@atrium/mocks/values';

import type { TableUrlState } from '../../shared/index.ts';
import { SEARCH_DEBOUNCE_MS } from './search-debounce.ts';

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
      <ProductSearch fromUrl={state.globalFilter} setSearch={setSearch} onType={onType} />
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

/** The search box: a keystroke renders only this field, not the filters beside it. */
function ProductSearch({
  fromUrl,
  setSearch,
  onType,
}: {
  fromUrl: string;
  setSearch: (text: string) => void;
  onType?: (text: string) => void;
}) {
  const { t } = useTranslation('ecommerce');
  const text = useSearchText(fromUrl, setSearch);
  return (
    <TextField
      type="search"
      size="sm"
      label={t('products.filters.search')}
      prefix={<IconSearch size={16} aria-hidden />}
      value={text.value}
      onChange={(event) => {
        text.set(event.target.value);
        onType?.(event.target.value);
      }}
      data-testid="product-search"
    />
  );
}

/**
 * The search box's own text: typing is instant, the URL follows once typing pauses
 * (`SEARCH_DEBOUNCE_MS`; the list has asked the server at each key already). A URL change from
 * elsewhere (back, clear filters) replaces the text. The timer starts in the change handler, as
 * in the reviews' search, rather than from an effect.
 */
function useSearchText(fromUrl: string, setSearch: (text: string) => void) {
  const [value, setValue] = useState(fromUrl);
  const [lastUrl, setLastUrl] = useState(fromUrl);
  const [sent, setSent] = useState(fromUrl);
  if (fromUrl !== lastUrl) {
    // Adjusting state while rendering (React docs) rather than in an effect: no stale frame.
    setLastUrl(fromUrl);
    // Our own text arriving in the URL must not undo keys typed since; anything else replaces it.
    if (fromUrl !== sent) setValue(fromUrl);
  }
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const set = (next: string) => {
    setValue(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (next === fromUrl) return;
      setSent(next);
      setSearch(next);
    }, SEARCH_DEBOUNCE_MS);
  };
  return { value, set };
}
