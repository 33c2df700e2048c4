import { routeDefs } from '../routing/route-table.ts';

/**
 * Path of each dashboard that has a wall-screen (coin360) variant → its wall view, and the way
 * back, both read from the route table: a wall view is a coin360 route of the dashboard's id.
 */
const wallDashboards: Record<string, string> = Object.fromEntries(
  routeDefs
    .filter((def) => def.layout === 'coin360')
    .flatMap((wall) =>
      routeDefs
        .filter((def) => def.id === wall.id && def.layout !== 'coin360')
        .map((def) => [def.path, wall.path]),
    ),
);
/** A wall view → the dashboard's own path (its first in the table). */
const wallExits = new Map(
  Object.entries(wallDashboards)
    .reverse()
    .map(([dashboard, wall]) => [wall, dashboard]),
);

export interface WallToggleTarget {
  /** The current page is the wall view. */
  inWall: boolean;
  /** Where the toggle goes: the wall view, or back to the normal dashboard. */
  to: string;
}

/** Where the wall-view toggle leads from `pathname`, or null when the page has no wall variant. */
export function wallToggleTarget(pathname: string): WallToggleTarget | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const wall = wallDashboards[path];
  if (wall) return { inWall: false, to: wall };
  const exit = wallExits.get(path);
  return exit ? { inWall: true, to: exit } : null;
}
