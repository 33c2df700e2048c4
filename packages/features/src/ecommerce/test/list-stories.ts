import { ecommerceHandlers } from '@atrium/mocks';

import { listPageStories, type ListPageStoryOptions } from '../../test/list-stories.ts';

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
