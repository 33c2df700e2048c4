import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';

import { AppearanceProvider, createI18n, defaultAppearance, ToastProvider } from '@atrium/ui';

import { featureNamespaces } from '../../../i18n/namespaces.ts';
import { createStore } from '../../../store/create-store.ts';
import { ProductListProbe } from './product-list-probe.tsx';
import { href } from '../../routes.ts';

/**
 * Like `renderWithProviders`, but under a data router (as in the app), because the form's
 * unsaved-changes prompt uses `useBlocker`, which a plain `MemoryRouter` does not support. The list
 * route shows a probe that loads the list call, to see a save in it.
 */
export function renderFormRoute(
  page: ReactElement,
  { initialEntry, path }: { initialEntry: string; path: string },
): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const store = createStore();
  const i18n = createI18n({ language: 'en', namespaces: featureNamespaces, syncDocument: false });
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: href('ecommerce.productList'), element: <ProductListProbe /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [initialEntry] },
  );
  const result = render(
    <ReduxProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <AppearanceProvider settings={defaultAppearance} persist={false}>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </AppearanceProvider>
      </I18nextProvider>
    </ReduxProvider>,
  );
  return { ...result, router };
}

function Where() {
  return <output data-testid="elsewhere">{useLocation().pathname}</output>;
}
