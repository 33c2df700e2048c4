import { createBrowserRouter } from 'react-router-dom';

/**
 * Routes of the app. The foundation mounts one screen; the app-shell issue brings the layouts, the
 * guard and every path of ROUTES.md, each feature as its own lazy chunk.
 */
export function createAppRouter() {
  return createBrowserRouter([
    {
      path: '/',
      lazy: async () => ({ Component: (await import('./routes/welcome.tsx')).Welcome }),
    },
    {
      path: '*',
      lazy: async () => ({ Component: (await import('./routes/not-found.tsx')).NotFound }),
    },
  ]);
}
