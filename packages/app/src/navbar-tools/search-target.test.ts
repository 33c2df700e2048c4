import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { createSeed, fixedNow } from '@atrium/mocks';

import { routeDefs } from '../routing/route-table.ts';
import { searchTarget } from './search-target.ts';

const indexUrls = createSeed({ now: fixedNow }).searchIndex.flatMap((group) =>
  group.children.map((child) => child.url),
);

describe('searchTarget', () => {
  it('sends every app path of the fake search index to a route of ROUTES.md as it is', () => {
    const routed = indexUrls
      .map((url) => searchTarget(url))
      .filter((target) => target.kind === 'route');
    expect(routed.length).toBeGreaterThan(50);
    const unmatched = routed
      .map((target) => target.path)
      .filter((path) => !routeDefs.some((def) => matchPath(def.path, path)));
    expect(unmatched).toEqual([]);
  });

  it('opens the Storybook demos at the configured Storybook', () => {
    const demo = indexUrls.find((url) => url.startsWith('/storybook/'));
    expect(demo).toBeDefined();
    expect(searchTarget(demo ?? '', 'https://storybook.example.com')).toEqual({
      kind: 'external',
      href: `https://storybook.example.com/${(demo ?? '').slice('/storybook/'.length)}`,
    });
  });

  it('still navigates to an unknown path (the 404 screen answers)', () => {
    expect(searchTarget('/somewhere/else')).toEqual({ kind: 'route', path: '/somewhere/else' });
  });
});
