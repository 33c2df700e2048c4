/**
 * What index.html paints before the app's scripts run, by element id: the initial loader (the
 * brand mark) or, on a page rendered ahead of time (./prerender.tsx), that page's markup and its
 * styles. The app drops them all once its first screen has committed.
 */
export const firstPaintIds = {
  loader: 'initial-loader',
  page: 'prerendered',
  pageStyles: 'prerendered-styles',
} as const;

/** The first screen is on the page: what index.html painted has done its job. */
export function dropFirstPaint(): void {
  for (const id of Object.values(firstPaintIds)) document.getElementById(id)?.remove();
}
