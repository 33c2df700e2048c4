import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';

const trail = (
  <Breadcrumbs maxItems={3}>
    <Breadcrumbs.Item href="/">Home</Breadcrumbs.Item>
    <Breadcrumbs.Item href="/catalogue">Catalogue</Breadcrumbs.Item>
    <Breadcrumbs.Item href="/audio">Audio</Breadcrumbs.Item>
    <Breadcrumbs.Item current>Earbuds</Breadcrumbs.Item>
  </Breadcrumbs>
);

describe('Breadcrumbs', () => {
  it('is a navigation landmark named in the current language, with an ordered list', () => {
    renderWithTheme(trail, { language: 'fr' });
    const nav = screen.getByRole('navigation', { name: 'Fil d’Ariane' });
    expect(nav.firstElementChild?.tagName).toBe('OL');
    expect(screen.getByText('Earbuds')).toHaveAttribute('aria-current', 'page');
  });

  it('collapses the middle and expands it on request', async () => {
    renderWithTheme(trail);
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Home']);
    await userEvent.click(screen.getByRole('button', { name: 'Show hidden pages' }));
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Home',
      'Catalogue',
      'Audio',
    ]);
    expect(screen.getByRole('link', { name: 'Catalogue' })).toHaveFocus();
  });

  it('hides separators from assistive technology', () => {
    renderWithTheme(trail);
    const separators = screen.getAllByRole('listitem').slice(1);
    for (const li of separators) expect(li.firstElementChild).toHaveAttribute('aria-hidden');
  });
});
