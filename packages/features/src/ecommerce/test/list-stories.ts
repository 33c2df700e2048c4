import { ecommerceHandlers } from '@atrium/mocks';

import {
  listPageStories,
  tableChecks,
  type ListPageStoryOptions,
} from '../../test/list-stories.ts';

/** A list's story options but the MSW handler group, which for e-commerce is always the same. */
export type EcommerceListOptions = Omit<ListPageStoryOptions, 'domain' | 'handlers'>;

/** The story kit's options for a list served by the e-commerce fake API. */
export const ecommerceList = (options: EcommerceListOptions): ListPageStoryOptions => ({
  domain: 'ecommerce',
  handlers: ecommerceHandlers,
  ...options,
});

/** `listPageStories` for an e-commerce list page. */
export const ecommerceListStories = <C>(component: C, options: EcommerceListOptions) =>
  listPageStories(component, ecommerceList(options));

/**
 * The story kit of an e-commerce collection shown as a table (`<collection>-table`) on the screen
 * at `path`: its list `endpoint` (empty: `{ <collection>: [], total: 0 }`), its `summary` call
 * (`<endpoint>/summary`, packages/mocks/README.md), the list kit's options and the table's checks.
 */
export function ecommerceCollection(collection: string, path: string) {
  const endpoint = `*/api/apps/ecommerce/${collection}`;
  const tableId = `${collection}-table`;
  return {
    endpoint,
    summary: `${endpoint}/summary`,
    list: ecommerceList({ path, tableId, endpoint, emptyBody: { [collection]: [], total: 0 } }),
    table: tableChecks(tableId),
  };
}
