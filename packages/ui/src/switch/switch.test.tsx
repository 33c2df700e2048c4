import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { Switch } from './switch.tsx';

describe('Switch', () => {
  it('is a labelled switch with its description', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    renderWithTheme(
      <Switch
        label="Published"
        description="Visible in the store."
        onCheckedChange={onCheckedChange}
      />,
    );
    const control = screen.getByRole('switch', { name: 'Published' });
    expect(control).toHaveAccessibleDescription('Visible in the store.');
    await user.click(screen.getByText('Published'));
    expect(control).toBeChecked();
    expect(onCheckedChange).toHaveBeenCalledWith({ checked: true });
  });

  it('points at its error and ignores clicks when read-only', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Switch label="2FA" error="Required for admins." readOnly />);
    const control = screen.getByRole('switch', { name: '2FA' });
    expect(control).toHaveAccessibleErrorMessage('Required for admins.');
    await user.click(control);
    expect(control).not.toBeChecked();
  });
});
