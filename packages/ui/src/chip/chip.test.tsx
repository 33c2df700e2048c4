import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { Chip } from './chip.tsx';

describe('Chip', () => {
  it('is plain text without handlers', () => {
    renderWithTheme(<Chip label="Shoes" />);
    expect(screen.getByText('Shoes')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('is a button when clickable', async () => {
    const onClick = vi.fn();
    renderWithTheme(<Chip label="Shoes" onClick={onClick} selected={false} />);
    const chip = screen.getByRole('button', { name: 'Shoes' });
    expect(chip).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(chip);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('removes with a translated button and with Backspace/Delete', async () => {
    const onDelete = vi.fn();
    renderWithTheme(<Chip label="Shoes" onDelete={onDelete} />, { language: 'fr' });
    const remove = screen.getByRole('button', { name: 'Supprimer Shoes' });
    await userEvent.click(remove);
    expect(onDelete).toHaveBeenLastCalledWith({ source: 'button' });
    await userEvent.keyboard('{Delete}');
    expect(onDelete).toHaveBeenLastCalledWith({ source: 'keyboard' });
    expect(onDelete).toHaveBeenCalledTimes(2);
  });

  it('does nothing when disabled', async () => {
    const onDelete = vi.fn();
    const onClick = vi.fn();
    renderWithTheme(<Chip label="Shoes" onClick={onClick} onDelete={onDelete} disabled />);
    await userEvent.click(screen.getByRole('button', { name: 'Shoes' }));
    expect(onClick).not.toHaveBeenCalled();
    expect(onDelete).not.toHaveBeenCalled();
  });
});
