/** The dashboards that have a wall-screen (coin360) variant, at `<dashboard>/wall`. */
const wallDashboards: Record<string, string> = {
  '/dashboards/ecommerce': '/dashboards/ecommerce/wall',
  '/apps/ecommerce/dashboard': '/dashboards/ecommerce/wall',
  '/dashboards/logistics': '/dashboards/logistics/wall',
  '/apps/logistics/dashboard': '/dashboards/logistics/wall',
};

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
  if (path.endsWith('/wall') && Object.values(wallDashboards).includes(path)) {
    return { inWall: true, to: path.slice(0, -'/wall'.length) };
  }
  return null;
}
