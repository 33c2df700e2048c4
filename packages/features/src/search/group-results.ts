import {
  SEARCH_CATEGORIES,
  type SearchCategory,
  type SearchGroupDto,
  type SearchItemDto,
} from './api.ts';

export type SearchHit = SearchItemDto & {
  /** Unique in one answer. */
  id: string;
  /** The fake API's own group ("eCommerce", "Invoice"), shown as a hint under the title. */
  group: string;
};

export interface SearchSection {
  category: SearchCategory;
  hits: SearchHit[];
}

/**
 * The answer regrouped by the search's six categories (several API groups share "appsPages"), in
 * their order; categories without hits are left out.
 */
export function groupResults(groups: readonly SearchGroupDto[]): SearchSection[] {
  return SEARCH_CATEGORIES.map((category) => ({
    category,
    hits: groups
      .filter((g) => g.category === category)
      .flatMap((g) => g.children.map((child) => ({ ...child, group: g.title })))
      .map((hit, index) => ({ ...hit, id: `${category}-${index}` })),
  })).filter((section) => section.hits.length > 0);
}
