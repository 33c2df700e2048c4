import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import '../test/dom-shims.ts';

import { Button } from '../button/button.tsx';
import { renderWithTheme } from '../test/render.tsx';
import { Popover } from './popover.tsx';

describe('Popover', () => {
  it('toggles from its trigger and is named by its title', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <Popover trigger={<Button>Details</Button>} title="Express delivery">
        Arrives tomorrow
      </Popover>,
    );
    const trigger = screen.getByRole('button', { name: 'Details' });
    await user.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Express delivery' })).toHaveTextContent(
      'Arrives tomorrow',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('has a translated close button when closable', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <Popover trigger={<Button>Details</Button>} title="Stock" closable defaultOpen>
        42 units
      </Popover>,
      { language: 'fr' },
    );
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
