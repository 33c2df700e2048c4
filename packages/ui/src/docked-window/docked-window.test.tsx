import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { DockedWindow } from './docked-window.tsx';

function Docked({ onClose }: { onClose: () => void }) {
  const [minimized, setMinimized] = useState(false);
  return (
    <DockedWindow
      title="New message"
      minimized={minimized}
      onMinimizedChange={setMinimized}
      onClose={onClose}
      footer={<button type="button">Send</button>}
    >
      <label>
        Subject <input />
      </label>
    </DockedWindow>
  );
}

describe('DockedWindow', () => {
  it('is a labelled, non-modal dialog that minimises without losing what was typed', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Docked onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'New message' });
    expect(dialog).toHaveAttribute('aria-modal', 'false');
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Prices');
    await user.click(screen.getByRole('button', { name: 'Minimise' }));
    expect(screen.queryByRole('textbox', { name: 'Subject' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('Prices');
  });

  it('closes from its button and on Escape, in the user’s language', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithTheme(<Docked onClose={onClose} />, { language: 'fr' });
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    await user.type(screen.getByRole('textbox'), '{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
