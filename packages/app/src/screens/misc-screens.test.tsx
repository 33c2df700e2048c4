import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';

import { appTestTree } from '../testing/app-test-tree.tsx';
import { NotAuthorized } from './not-authorized.tsx';
import { NotFound } from './not-found.tsx';
import { UnderMaintenance } from './under-maintenance.tsx';

function renderScreen(ui: ReactNode, language: 'en' | 'ar' = 'en') {
  return render(appTestTree(ui, { language, path: '/' }));
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
