import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { AppearanceProvider, createI18n, defaultAppearance } from '@atrium/ui';

import { appResources } from '../locales/index.ts';
import { NotAuthorized } from './not-authorized.tsx';
import { NotFound } from './not-found.tsx';
import { UnderMaintenance } from './under-maintenance.tsx';

function renderScreen(ui: ReactNode, language: 'en' | 'ar' = 'en') {
  const i18n = createI18n({ language, namespaces: { app: appResources }, syncDocument: false });
  return render(
    <I18nextProvider i18n={i18n}>
      <AppearanceProvider settings={defaultAppearance} persist={false}>
        <MemoryRouter>{ui}</MemoryRouter>
      </AppearanceProvider>
    </I18nextProvider>,
  );
}

describe('misc screens', () => {
  it('404 names the problem and links home', () => {
    renderScreen(<NotFound />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('not-authorized explains and links home, in Arabic too', () => {
    renderScreen(<NotAuthorized />, 'ar');
    expect(screen.getByRole('heading', { level: 1, name: 'غير مصرّح لك!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى الرئيسية' })).toHaveAttribute('href', '/');
  });

  it('under maintenance offers a way home', () => {
    renderScreen(<UnderMaintenance />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Under maintenance' }),
    ).toBeInTheDocument();
  });
});
