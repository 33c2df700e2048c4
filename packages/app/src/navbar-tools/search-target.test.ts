import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { SUGGESTIONS } from '@atrium/features/search';
import { createSeed, fixedNow } from '@atrium/mocks';

import { href, resolveRoute, routeDefs } from '../routing/route-table.ts';
import { searchTarget } from './search-target.ts';

const indexItems = createSeed({ now: fixedNow }).searchIndex.flatMap((group) => group.children);

describe('searchTarget', () => {
  it('resolves every screen of the fake search index, and every suggestion, to a route of the table', () => {
    const screens = [
      ...indexItems,
      ...SUGGESTIONS.flatMap((section) =>
        section.items.map((item) => ({ ...item, title: item.id })),
      ),
    ].filter((item) => item.route);
    expect(screens.length).toBeGreaterThan(50);
    const unresolved = screens.filter((item) => {
      const path = item.route && resolveRoute(item.route);
      return !path || !routeDefs.some((def) => matchPath(def.path, path));
    });
    expect(unresolved.map((item) => item.title)).toEqual([]);
  });

  it('takes the path of the route and its parameters', () => {
    expect(searchTarget({ route: { id: 'ecommerce.productEdit', params: { id: '1' } } })).toEqual({
      kind: 'route',
      path: href('ecommerce.productEdit', { id: 1 }),
    });
    expect(searchTarget({ route: { id: 'userProfile', params: { tab: 'teams' } } })).toEqual({
      kind: 'route',
      path: href('userProfile', { tab: 'teams' }),
    });
  });

  it('opens the Storybook demos at the configured Storybook', () => {
    const demo = indexItems.find((item) => item.url?.startsWith('/storybook/'))?.url;
    expect(demo).toBeDefined();
    expect(searchTarget({ url: demo ?? '' }, 'https://storybook.example.com')).toEqual({
      kind: 'external',
      href: `https://storybook.example.com/${(demo ?? '').slice('/storybook/'.length)}`,
    });
  });

  it('sends an unknown route id, or one missing a parameter, to the 404 screen', () => {
    const notFound = { kind: 'route', path: href('misc.notFound') };
    expect(searchTarget({ route: { id: 'no.such.route' } })).toEqual(notFound);
    expect(searchTarget({ route: { id: 'ecommerce.productEdit' } })).toEqual(notFound);
  });

  it('still navigates to an unknown path (the 404 screen answers)', () => {
    expect(searchTarget({ url: '/somewhere/else' })).toEqual({
      kind: 'route',
      path: '/somewhere/else',
    });
  });
});
