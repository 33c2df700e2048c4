import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { Brand } from './brand.tsx';

describe('Brand', () => {
  it('names a link around it by its text; the mark is decoration', () => {
    renderWithTheme(
      <a href="/">
        <Brand name="Atrium" />
      </a>,
    );
    const link = screen.getByRole('link', { name: 'Atrium' });
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
