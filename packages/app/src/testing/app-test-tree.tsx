import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

import { AppearanceProvider, createI18n, defaultAppearance, type Language } from '@atrium/ui';

import { appResources } from '../locales/index.ts';

export interface AppTestTreeOptions {
  language?: Language;
  /**
   * Use the stored appearance and store changes, as the app does (the customizer's own tests);
   * otherwise the default appearance, kept in memory.
   */
  storedAppearance?: boolean;
  /** Render `ui` on every path of a memory router that starts here; no router when omitted. */
  path?: string;
}

/**
 * What a unit test of an app piece renders: `ui` with the app's texts (no document language or
 * direction change) and an appearance, optionally in a router.
 */
export function appTestTree(
  ui: ReactNode,
  { language = 'en', storedAppearance = false, path }: AppTestTreeOptions = {},
): ReactElement {
  const i18n = createI18n({ language, namespaces: { app: appResources }, syncDocument: false });
  const appearance = storedAppearance ? {} : { settings: defaultAppearance, persist: false };
  return (
    <I18nextProvider i18n={i18n}>
      <AppearanceProvider {...appearance}>
        {path === undefined ? (
          ui
        ) : (
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="*" element={ui} />
            </Routes>
          </MemoryRouter>
        )}
      </AppearanceProvider>
    </I18nextProvider>
  );
}
