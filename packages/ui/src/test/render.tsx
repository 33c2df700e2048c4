import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

import { createI18n, type Language } from '../i18n/index.ts';
import { AppearanceProvider } from '../theme/appearance-provider.tsx';
import { defaultAppearance } from '../theme/settings.ts';

interface RenderWithThemeOptions extends Omit<RenderOptions, 'wrapper'> {
  language?: Language;
}

/** Renders inside the theme and a fresh i18n instance, as the app and Storybook do. */
export function renderWithTheme(
  ui: ReactElement,
  { language = 'en', ...options }: RenderWithThemeOptions = {},
): RenderResult {
  const i18n = createI18n({ language, syncDocument: false });
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n}>
        <AppearanceProvider settings={defaultAppearance} persist={false}>
          {children}
        </AppearanceProvider>
      </I18nextProvider>
    );
  }
  return render(ui, { wrapper: Wrapper, ...options });
}
