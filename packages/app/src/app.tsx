import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';

import { AppearanceProvider } from '@atrium/ui';

import { AbilityProvider } from './auth/ability-context.tsx';
import { createAppI18n } from './create-app-i18n.ts';
import { createAppRouter } from './routing/create-app-router.tsx';
import { createAppStore } from './store.ts';

/** Providers, outermost first: state and abilities, language, appearance, then routes. */
export function App() {
  const [store] = useState(createAppStore);
  const [i18n] = useState(createAppI18n);
  const [router] = useState(() => createAppRouter({ getSession: () => store.getState().session }));
  return (
    <ReduxProvider store={store}>
      <AbilityProvider>
        <I18nextProvider i18n={i18n}>
          <AppearanceProvider>
            <RouterProvider router={router} />
          </AppearanceProvider>
        </I18nextProvider>
      </AbilityProvider>
    </ReduxProvider>
  );
}
