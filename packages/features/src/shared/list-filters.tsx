import { Select } from '@atrium/ui';

import type { ListFiltersProps } from './use-list-page.ts';

/** Radix Select needs a non-empty value for "no filter". */
const ALL = 'all';

/** `ListSearch`'s value and callbacks from a filters component's props. */
export const searchOf = ({ state, setSearch, onType }: ListFiltersProps) => ({
  value: state.globalFilter,
  onSearch: setSearch,
  onType,
});

export interface FilterSelectProps {
  filters: Pick<ListFiltersProps, 'setFilter' | 'filterValue'>;
  /** The filter's query parameter (`status`); the field's test id is `filter-<id>`. */
  id: string;
  label: string;
  /** The first choice, no filter. */
  allLabel: string;
  options: readonly { value: string; label: string }[];
}

/** One exact-match filter of a list as a select whose first choice, "All", removes it. */
export function FilterSelect({ filters, id, label, allLabel, options }: FilterSelectProps) {
  return (
    <Select
      size="sm"
      label={label}
      data-testid={`filter-${id}`}
      options={[{ value: ALL, label: allLabel }, ...options]}
      value={filters.filterValue(id) || ALL}
      onValueChange={({ value }) => filters.setFilter(id, value === ALL ? '' : value)}
    />
  );
}
