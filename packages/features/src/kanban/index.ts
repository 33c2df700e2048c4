/**
 * The kanban app: boards of items moved by mouse, touch and keyboard. The app mounts
 * `kanbanRoutes`; the page loads lazily from there.
 */
export { href as kanbanHref, kanbanPaths, kanbanRoutes } from './routes.ts';
export { kanbanLocaleLoaders, kanbanResources, type KanbanTexts } from './locales/index.ts';
