import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { expectRequiredInError } from '../test/expect-field.ts';
import { renderWithTheme } from '../test/render.tsx';
import { Checkbox } from './checkbox.tsx';

describe('Checkbox', () => {
  it('toggles from a click on its label and reports an object', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    renderWithTheme(<Checkbox label="Gift wrap" onCheckedChange={onCheckedChange} />);
    await user.click(screen.getByText('Gift wrap'));
    expect(screen.getByRole('checkbox', { name: 'Gift wrap' })).toBeChecked();
    expect(onCheckedChange).toHaveBeenCalledWith({ checked: true });
  });

  it('shows the mixed state', () => {
    renderWithTheme(<Checkbox label="All" checked="indeterminate" />);
    expect(screen.getByRole('checkbox', { name: 'All' })).toHaveAttribute('aria-checked', 'mixed');
  });

  it('wires description, error and required', () => {
    renderWithTheme(
      <Checkbox label="Terms" description="Read them first." error="Accept them." required />,
    );
    expectRequiredInError(screen.getByRole('checkbox', { name: 'Terms' }), {
      error: 'Accept them.',
      description: 'Read them first. Accept them.',
    });
  });

  it('ignores clicks when read-only', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    renderWithTheme(
      <Checkbox label="Paid" readOnly defaultChecked onCheckedChange={onCheckedChange} />,
    );
    await user.click(screen.getByRole('checkbox'));
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
