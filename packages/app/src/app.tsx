import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';

import { createStore } from '@atrium/features';
import { AppearanceProvider } from '@atrium/ui';

import { createAppI18n } from './create-app-i18n.ts';
import { createAppRouter } from './router.tsx';

/** Providers, outermost first: state, language, appearance, then routes. */
export function App() {
  const [store] = useState(createStore);
  const [i18n] = useState(createAppI18n);
  const [router] = useState(createAppRouter);
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
