/**
 * Feature namespaces the app does not load at start: only the screens of their routes use them
 * (each route lists them in `FeatureRoute.namespaces`). The build gives each its own chunk per
 * language, so the login page downloads none of them. Plain data: the build config reads it too.
 */
export const routeNamespaces = [
  'ecommerce',
  'users',
  'invoice',
  'front-pages',
  'pages',
  'calendar',
  'kanban',
  'email',
  'chat',
  'analytics',
] as const;
