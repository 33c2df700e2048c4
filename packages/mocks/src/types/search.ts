export type SearchCategory =
  'dashboards' | 'frontPages' | 'appsPages' | 'userInterface' | 'formsTables' | 'chartsMisc';

export interface SearchItem {
  /** An app path (ROUTES.md), or a Storybook docs URL for demos that live only in Storybook. */
  url: string;
  /** A Tabler icon name without prefix, e.g. `chart-pie`. */
  icon: string;
  title: string;
}

export interface SearchGroup {
  title: string;
  category: SearchCategory;
  children: SearchItem[];
}
