import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { VisuallyHidden } from './visually-hidden.tsx';

describe('VisuallyHidden', () => {
  it('names a control without showing the text', () => {
    renderWithTheme(
      <button type="button">
        <VisuallyHidden data-testid="label">Close dialog</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Close dialog' })).toBeInTheDocument();
    const label = screen.getByTestId('label');
    expect(label).toHaveStyle({ position: 'absolute', width: '1px', overflow: 'hidden' });
  });

  it('hides a child element itself with asChild', () => {
    renderWithTheme(
      <VisuallyHidden asChild>
        <h2>Filters</h2>
      </VisuallyHidden>,
    );
    expect(screen.getByRole('heading', { name: 'Filters' })).toHaveStyle({ position: 'absolute' });
  });
});
