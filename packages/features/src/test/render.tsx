import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import {
  createMemoryRouter,
  MemoryRouter,
  Route,
  RouterProvider,
  Routes,
  type RouteObject,
} from 'react-router-dom';

import {
  AppearanceProvider,
  ToastProvider,
  createI18n,
  defaultAppearance,
  type Language,
} from '@atrium/ui';

import { featureNamespaces } from '../i18n/namespaces.ts';
import { AccessProvider, staticAccess, type AbilityRule } from '../shared/access/index.ts';
import { createStore, type AppStore } from '../store/create-store.ts';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  language?: Language;
  store?: AppStore;
  initialEntry?: string;
  /** The route pattern the screen is mounted at, for `useParams` (`/orders/:id`). */
  path?: string;
  /** The signed-in user's ability rules: the admin's (everything) by default. */
  rules?: AbilityRule[];
}

const everything: AbilityRule[] = [{ action: 'manage', subject: 'all' }];

/**
 * The app's providers around a screen: store, abilities, i18n, theme and toasts (the router is
 * the caller's).
 */
function providers(language: Language, store: AppStore, rules: AbilityRule[]) {
  const i18n = createI18n({ language, namespaces: featureNamespaces, syncDocument: false });
  const access = staticAccess(rules);
  return function Providers({ children }: { children: ReactNode }) {
    return (
      <ReduxProvider store={store}>
        <AccessProvider value={access}>
          <I18nextProvider i18n={i18n}>
            <AppearanceProvider settings={defaultAppearance} persist={false}>
              <ToastProvider>{children}</ToastProvider>
            </AppearanceProvider>
          </I18nextProvider>
        </AccessProvider>
      </ReduxProvider>
    );
  };
}

/** Renders a feature screen with a fresh store, i18n, theme and router, as the app does. */
export function renderWithProviders(
  ui: ReactElement,
  {
    language = 'en',
    store = createStore(),
    initialEntry = '/',
    path = '*',
    rules = everything,
    ...options
  }: Options = {},
): RenderResult & { store: AppStore } {
  const Providers = providers(language, store, rules);
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Providers>
        <MemoryRouter initialEntries={[initialEntry]}>
          <Routes>
            <Route path={path} element={children} />
          </Routes>
        </MemoryRouter>
      </Providers>
    );
  }
  return { ...render(ui, { wrapper: Wrapper, ...options }), store };
}

/**
 * Like `renderWithProviders`, under a memory data router (as in the app) with several routes: for
 * screens that navigate on (a save opening another screen) or block leaving (`useBlocker`).
 */
export function renderRoutes(
  routes: RouteObject[],
  {
    language = 'en',
    store = createStore(),
    initialEntry = '/',
    rules = everything,
  }: Omit<Options, 'path'> = {},
): RenderResult & { store: AppStore; router: ReturnType<typeof createMemoryRouter> } {
  const Providers = providers(language, store, rules);
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const result = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, store, router };
}
