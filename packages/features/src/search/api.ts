import { baseApi } from '../api/base-api.ts';

/** SPEC §3 "search group" categories. */
export const SEARCH_CATEGORIES = [
  'dashboards',
  'frontPages',
  'appsPages',
  'userInterface',
  'formsTables',
  'chartsMisc',
] as const;
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];

export interface SearchItemDto {
  /** An app path or, for demos that live only in Storybook, a Storybook URL. */
  url: string;
  /** A Tabler icon name without prefix (`chart-line`). */
  icon: string;
  title: string;
}

/** One group of GET /api/app-bar/search (SPEC §3, §7). */
export interface SearchGroupDto {
  title: string;
  category: SearchCategory;
  children: SearchItemDto[];
}

export const searchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    appBarSearch: build.query<SearchGroupDto[], string>({
      query: (q) => ({ url: 'app-bar/search', params: { q } }),
      // Results of a word stay useful while the user types the next one.
      keepUnusedDataFor: 120,
    }),
  }),
});

export const { useAppBarSearchQuery } = searchApi;
