import { storybookUrl } from '../navigation/nav-config.ts';

/** Where the fake API's search index keeps UI demos (`STORYBOOK_BASE` of @atrium/mocks). */
const INDEX_STORYBOOK_BASE = '/storybook/';

export type SearchTarget = { kind: 'route'; path: string } | { kind: 'external'; href: string };

/**
 * Where a search result leads. The index's app paths are ROUTES.md paths already (a unit test
 * checks each against the route table), so they go to the router as they are; an unknown path
 * still navigates, to the 404 screen. Component demos point at Storybook, which is not part of
 * the app: they open in a new tab at the configured Storybook.
 */
export function searchTarget(url: string, storybook: string = storybookUrl): SearchTarget {
  if (url.startsWith(INDEX_STORYBOOK_BASE) || /^https?:\/\//.test(url)) {
    const href = url.startsWith(INDEX_STORYBOOK_BASE)
      ? `${storybook.replace(/\/?$/, '/')}${url.slice(INDEX_STORYBOOK_BASE.length)}`
      : url;
    return { kind: 'external', href };
  }
  return { kind: 'route', path: url.startsWith('/') ? url : `/${url}` };
}
