import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { Button } from '../button/button.tsx';
import '../test/dom-shims.ts';

import { renderWithTheme } from '../test/render.tsx';
import { Tooltip } from './tooltip.tsx';

describe('Tooltip', () => {
  it('opens on keyboard focus and describes its trigger', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <Tooltip content="Export the current view as CSV">
        <Button>Export</Button>
      </Tooltip>,
    );
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Export the current view as CSV');
    expect(screen.getByRole('button', { name: 'Export' })).toHaveAccessibleDescription(
      'Export the current view as CSV',
    );
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <Tooltip content="Refresh orders">
        <Button>Refresh</Button>
      </Tooltip>,
    );
    await user.tab();
    await screen.findByRole('tooltip');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('wraps a natively disabled trigger in a focusable element that still gets the tooltip', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <Tooltip content="You need the manager role">
        <button type="button" disabled>
          Refund
        </button>
      </Tooltip>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Refund' }).parentElement).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('You need the manager role');
  });

  it('renders only the trigger when disabled', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <Tooltip content="Hidden" disabled>
        <Button>Save</Button>
      </Tooltip>,
    );
    await user.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
