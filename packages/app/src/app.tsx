import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';

import { AppearanceProvider } from '@atrium/ui';

import { createAppRouter } from './routing/create-app-router.tsx';
import { createAppStore } from './store.ts';

/** Providers, outermost first: state, language, appearance, then routes (abilities come with the signed-in layout). */
export function App({ i18n }: { i18n: I18n }) {
  const [store] = useState(createAppStore);
  const [router] = useState(() => createAppRouter({ getSession: () => store.getState().session }));
  return (
    <ReduxProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <AppearanceProvider>
          <RouterProvider router={router} />
        </AppearanceProvider>
      </I18nextProvider>
    </ReduxProvider>
  );
}
