import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import '../test/dom-shims.ts';

import { Button } from '../button/button.tsx';
import { renderWithTheme } from '../test/render.tsx';
import { Dialog } from './dialog.tsx';

function OrderDialog(props: { size?: 'sm' | 'md' | 'lg' | 'xl' }) {
  return (
    <Dialog trigger={<Button>Open order</Button>} {...props}>
      <Dialog.Title>Order #10245</Dialog.Title>
      <Dialog.Description>Placed by Amelia Chen</Dialog.Description>
      <Dialog.Body>
        <Button>Print invoice</Button>
      </Dialog.Body>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('opens from its trigger, named by its title and described by its description', async () => {
    const user = userEvent.setup();
    renderWithTheme(<OrderDialog size="lg" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open order' }));
    const dialog = screen.getByRole('dialog', { name: 'Order #10245' });
    expect(dialog).toHaveAccessibleDescription('Placed by Amelia Chen');
    expect(dialog).toHaveAttribute('data-size', 'lg');
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    renderWithTheme(<OrderDialog />);
    const trigger = screen.getByRole('button', { name: 'Open order' });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('has a close button with a translated name', async () => {
    const user = userEvent.setup();
    renderWithTheme(<OrderDialog />, { language: 'de' });
    await user.click(screen.getByRole('button', { name: 'Open order' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
