import type { SearchLink } from '@atrium/features/search';

import { storybookUrl } from '../navigation/nav-config.ts';
import { href, resolveRoute } from '../routing/route-table.ts';

/** Where the fake API's search index keeps UI demos (`STORYBOOK_BASE` of @atrium/mocks). */
const INDEX_STORYBOOK_BASE = '/storybook/';

export type SearchTarget = { kind: 'route'; path: string } | { kind: 'external'; href: string };

/**
 * Where a search result leads. App screens come as route ids with their parameters (the fake API
 * may not import the route table, where paths are written): they resolve here, through the table,
 * and an unknown id or a missing parameter leads to the 404 screen (a unit test checks every entry
 * of the index). Component demos point at Storybook, which is not part of the app: they open in a
 * new tab at the configured Storybook.
 */
export function searchTarget(link: SearchLink, storybook: string = storybookUrl): SearchTarget {
  if (link.route) return { kind: 'route', path: resolveRoute(link.route) ?? href('misc.notFound') };
  const url = link.url ?? '';
  if (url.startsWith(INDEX_STORYBOOK_BASE) || /^https?:\/\//.test(url)) {
    const target = url.startsWith(INDEX_STORYBOOK_BASE)
      ? `${storybook.replace(/\/?$/, '/')}${url.slice(INDEX_STORYBOOK_BASE.length)}`
      : url;
    return { kind: 'external', href: target };
  }
  return { kind: 'route', path: url.startsWith('/') ? url : `/${url}` };
}
