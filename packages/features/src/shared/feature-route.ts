import type { ComponentType } from 'react';

/** A screen module loaded on demand, in React Router's `lazy` shape: each is its own chunk. */
export type LazyScreen = () => Promise<{ Component: ComponentType }>;

/**
 * A route a feature offers the app: its id (also the title key `app:routes.<id>`), its path from
 * ROUTES.md, the CASL ability it needs, and its lazily loaded screen. The app adds layout and guard.
 */
export interface FeatureRoute {
  id: string;
  path: string;
  /** CASL action the user needs (`manage`, `read`). */
  action: 'manage' | 'read' | 'create' | 'update' | 'delete';
  /** CASL subject (`Ecommerce`, `Dashboard`). */
  subject: string;
  /** The nav item to mark active when it is not the route's own (an edit page keeps its list). */
  navId?: string;
  /** i18n namespaces the screen needs loaded before it renders (the app's i18n defers them). */
  namespaces?: readonly string[];
  load: LazyScreen;
}
