import { createHref, defineRoutes, routePaths } from '../shared/feature-route.ts';

/**
 * The kanban app's one screen (ROUTES.md), with the `kanban` texts loaded with it. A route without
 * `load` still shows the app's coming-soon screen.
 */
export const kanbanRoutes = defineRoutes([
  {
    id: 'kanban',
    path: '/apps/kanban',
    action: 'read',
    subject: 'Kanban',
    namespaces: ['kanban'],
  },
]);

/** Route id → path pattern. */
export const kanbanPaths = routePaths(kanbanRoutes);

/** A link to the kanban: `href('kanban')`. */
export const href = createHref(kanbanPaths);
