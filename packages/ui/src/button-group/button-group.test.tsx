import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { Button } from '../button/button.tsx';
import { renderWithTheme } from '../test/render.tsx';
import { ButtonGroup } from './button-group.tsx';

describe('ButtonGroup', () => {
  it('is a labelled group that styles its buttons, unless a button says otherwise', () => {
    renderWithTheme(
      <ButtonGroup variant="tonal" color="success" size="sm" aria-label="Range">
        <Button>Day</Button>
        <Button variant="contained">Week</Button>
      </ButtonGroup>,
    );
    expect(screen.getByRole('group', { name: 'Range' })).toBeInTheDocument();
    const day = screen.getByRole('button', { name: 'Day' });
    expect(day).toHaveAttribute('data-variant', 'tonal');
    expect(day).toHaveAttribute('data-color', 'success');
    expect(day).toHaveAttribute('data-size', 'sm');
    expect(screen.getByRole('button', { name: 'Week' })).toHaveAttribute(
      'data-variant',
      'contained',
    );
  });

  it('toggles a single choice', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithTheme(
      <ButtonGroup.Toggle type="single" defaultValue="grid" onValueChange={onValueChange}>
        <ButtonGroup.ToggleItem value="grid">Grid</ButtonGroup.ToggleItem>
        <ButtonGroup.ToggleItem value="list">List</ButtonGroup.ToggleItem>
      </ButtonGroup.Toggle>,
    );
    await user.click(screen.getByRole('radio', { name: 'List' }));
    expect(onValueChange).toHaveBeenCalledWith('list');
    expect(screen.getByRole('radio', { name: 'List' })).toHaveAttribute('aria-checked', 'true');
  });

  it('toggles several choices', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <ButtonGroup.Toggle type="multiple">
        <ButtonGroup.ToggleItem value="bold">Bold</ButtonGroup.ToggleItem>
        <ButtonGroup.ToggleItem value="italic">Italic</ButtonGroup.ToggleItem>
      </ButtonGroup.Toggle>,
    );
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    await user.click(screen.getByRole('button', { name: 'Italic' }));
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Italic' })).toHaveAttribute('aria-pressed', 'true');
  });
});
