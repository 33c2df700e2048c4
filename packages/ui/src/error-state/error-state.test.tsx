import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { ErrorState } from './error-state.tsx';

describe('ErrorState', () => {
  it('is an alert with translated defaults and a retry button', async () => {
    const onRetry = vi.fn();
    renderWithTheme(<ErrorState onRetry={onRetry} />, { language: 'fr' });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Une erreur s’est produite' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('has no retry button without onRetry', () => {
    renderWithTheme(<ErrorState title="Failed" message="The server did not answer." />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('The server did not answer.')).toBeInTheDocument();
  });

  it('keeps technical details in a closed disclosure', async () => {
    renderWithTheme(<ErrorState details="HTTP 503" />);
    const summary = screen.getByText('Technical details');
    expect(screen.getByText('HTTP 503')).not.toBeVisible();
    await userEvent.click(summary);
    expect(screen.getByText('HTTP 503')).toBeVisible();
  });
});
