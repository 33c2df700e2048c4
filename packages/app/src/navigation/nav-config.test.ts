import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { shortcuts } from '../navbar-tools/shortcuts.ts';
import { routeDefs } from '../routing/route-table.ts';
import { navConfig, storybookUrl, type NavNode } from './nav-config.ts';

const linksOf = (nodes: readonly NavNode[]): Extract<NavNode, { type: 'link' }>[] =>
  nodes.flatMap((node) =>
    node.type === 'link' ? [node] : node.type === 'group' ? linksOf(node.children) : [],
  );

/** The route of the table at `path`, when it is the route named `id`. */
const routeAt = (id: string, path: string) =>
  routeDefs.find((def) => def.id === id && matchPath(def.path, path));

describe('navigation', () => {
  const links = linksOf(navConfig).filter((link) => link.href !== storybookUrl);

  it('links every entry to a path of its own route in the route table', () => {
    expect(links.length).toBeGreaterThan(40);
    expect(links.filter((link) => !routeAt(link.id, link.href)).map((link) => link.id)).toEqual([]);
  });

  it('names each route once', () => {
    const ids = links.map((link) => link.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('leads every shortcut to its own route', () => {
    expect(shortcuts.filter((s) => !routeAt(s.id, s.href)).map((s) => s.id)).toEqual([]);
  });
});
