import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { Alert } from './alert.tsx';

describe('Alert', () => {
  it('interrupts for errors and warnings, waits for success and info', () => {
    const { rerender } = renderWithTheme(<Alert severity="error">Failed</Alert>);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed');
    rerender(<Alert severity="warning">Careful</Alert>);
    expect(screen.getByRole('alert')).toHaveTextContent('Careful');
    rerender(<Alert severity="success">Saved</Alert>);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });

  it('has a translated close button only when dismissible', async () => {
    const onClose = vi.fn();
    const { rerender } = renderWithTheme(<Alert>Info</Alert>, { language: 'de' });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<Alert onClose={onClose}>Info</Alert>);
    await userEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows a title, actions and the chosen variant', () => {
    renderWithTheme(
      <Alert
        variant="filled"
        severity="info"
        title="Heads up"
        actions={<button type="button">Undo</button>}
      >
        Body
      </Alert>,
    );
    const alert = screen.getByRole('status');
    expect(alert).toHaveAttribute('data-variant', 'filled');
    expect(alert).toHaveTextContent('Heads up');
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
  });
});
