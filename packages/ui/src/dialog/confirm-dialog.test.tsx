import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import '../test/dom-shims.ts';

import { renderWithTheme } from '../test/render.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

describe('ConfirmDialog', () => {
  it('uses translated default labels and closes after a synchronous confirm', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithTheme(<ConfirmDialog defaultOpen title="Archive order?" onConfirm={onConfirm} />, {
      language: 'fr',
    });
    const dialog = screen.getByRole('alertdialog', { name: 'Archive order?' });
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('stays open while the promise runs and closes when it resolves', async () => {
    const user = userEvent.setup();
    let resolve: () => void = () => undefined;
    const onConfirm = () => new Promise<void>((r) => (resolve = r));
    renderWithTheme(
      <ConfirmDialog
        defaultOpen
        title="Refund $42.00?"
        confirmLabel="Refund"
        onConfirm={onConfirm}
      />,
    );
    const confirm = screen.getByRole('button', { name: 'Refund' });
    await user.click(confirm);
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    resolve();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('shows an error and stays open when the promise rejects', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    renderWithTheme(
      <ConfirmDialog
        defaultOpen
        destructive
        title="Delete customer?"
        confirmLabel="Delete"
        onCancel={onCancel}
        onConfirm={() => Promise.reject(new Error('409'))}
      />,
    );
    const confirm = screen.getByRole('button', { name: 'Delete' });
    expect(confirm).toHaveAttribute('data-color', 'error');
    await user.click(confirm);
    expect(await screen.findByRole('alert')).toHaveTextContent(/try again/i);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
