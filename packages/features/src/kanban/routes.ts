import { createHref, defineRoutes, routePaths } from '../shared/feature-route.ts';

/** The kanban app's one screen (ROUTES.md), with the `kanban` texts loaded with it. */
export const kanbanRoutes = defineRoutes([
  {
    id: 'kanban',
    path: '/apps/kanban',
    action: 'read',
    subject: 'Kanban',
    namespaces: ['kanban'],
    load: async () => ({ Component: (await import('./kanban-page.tsx')).KanbanPage }),
  },
]);

/** Route id → path pattern. */
export const kanbanPaths = routePaths(kanbanRoutes);

/** A link to the kanban: `href('kanban')`. */
export const href = createHref(kanbanPaths);
