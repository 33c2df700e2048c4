import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { Spinner } from './spinner.tsx';

describe('Spinner', () => {
  it('is a status named in the current language', () => {
    renderWithTheme(<Spinner />, { language: 'de' });
    expect(screen.getByRole('status', { name: 'Wird geladen…' })).toBeInTheDocument();
  });

  it('takes a specific label, size and colour', () => {
    renderWithTheme(<Spinner label="Loading invoices" size={48} color="success" />);
    const status = screen.getByRole('status', { name: 'Loading invoices' });
    expect(status).toHaveAttribute('data-color', 'success');
    expect(status.querySelector('svg')).toHaveAttribute('width', '48');
  });
});
