import { baseApi } from '../api/base-api.ts';

/** The search answer's group categories. */
export const SEARCH_CATEGORIES = [
  'dashboards',
  'frontPages',
  'appsPages',
  'userInterface',
  'formsTables',
  'chartsMisc',
] as const;
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];

/**
 * Where a result leads: a screen of the app by route id and path parameters (the app resolves it
 * with its route table, where paths are written), or a URL outside the app (Storybook docs).
 */
export type SearchLink =
  | { route: { id: string; params?: Record<string, string> }; url?: never }
  | { url: string; route?: never };

export type SearchItemDto = SearchLink & {
  /** A Tabler icon name without prefix (`chart-line`). */
  icon: string;
  title: string;
};

/** Only the link of a result or suggestion: what the dialog hands the app. */
export const linkOf = ({ route, url }: SearchLink): SearchLink =>
  route ? { route } : { url: url ?? '' };

/** One group of GET /api/app-bar/search. */
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
