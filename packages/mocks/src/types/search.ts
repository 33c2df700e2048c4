export type SearchCategory =
  'dashboards' | 'frontPages' | 'appsPages' | 'userInterface' | 'formsTables' | 'chartsMisc';

/**
 * A screen of the app named by its route id (the app's route table, shared/ROUTES.md) and the
 * values of its path's parameters. The app turns it into a path: its routes are written once,
 * there, and this package may not import them.
 */
export interface SearchRoute {
  id: string;
  params?: Record<string, string>;
}

/** Where a result leads: a screen of the app, or a URL outside it (Storybook docs). */
export type SearchLink = { route: SearchRoute; url?: never } | { url: string; route?: never };

export type SearchItem = SearchLink & {
  /** A Tabler icon name without prefix, e.g. `chart-pie`. */
  icon: string;
  title: string;
};

export interface SearchGroup {
  title: string;
  category: SearchCategory;
  children: SearchItem[];
}
