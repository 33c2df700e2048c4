import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

import {
  AppearanceProvider,
  ToastProvider,
  createI18n,
  defaultAppearance,
  type Language,
} from '@atrium/ui';

import { featureNamespaces } from '../i18n/namespaces.ts';
import { createStore, type AppStore } from '../store/create-store.ts';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  language?: Language;
  store?: AppStore;
  initialEntry?: string;
  /** The route pattern the screen is mounted at, for `useParams` (`/orders/:id`). */
  path?: string;
}

/** Renders a feature screen with a fresh store, i18n, theme and router, as the app does. */
export function renderWithProviders(
  ui: ReactElement,
  {
    language = 'en',
    store = createStore(),
    initialEntry = '/',
    path = '*',
    ...options
  }: Options = {},
): RenderResult & { store: AppStore } {
  const i18n = createI18n({ language, namespaces: featureNamespaces, syncDocument: false });
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ReduxProvider store={store}>
        <I18nextProvider i18n={i18n}>
          <AppearanceProvider settings={defaultAppearance} persist={false}>
            <ToastProvider>
              <MemoryRouter initialEntries={[initialEntry]}>
                <Routes>
                  <Route path={path} element={children} />
                </Routes>
              </MemoryRouter>
            </ToastProvider>
          </AppearanceProvider>
        </I18nextProvider>
      </ReduxProvider>
    );
  }
  return { ...render(ui, { wrapper: Wrapper, ...options }), store };
}
