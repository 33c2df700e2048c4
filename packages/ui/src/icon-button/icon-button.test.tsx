import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IconEdit } from '@tabler/icons-react';
import { describe, expect, it, vi } from 'vitest';

import '../test/dom-shims.ts';

import { renderWithTheme } from '../test/render.tsx';
import { IconButton } from './icon-button.tsx';

describe('IconButton', () => {
  it('is named by its label, not by the icon', () => {
    renderWithTheme(
      <IconButton label="Edit order">
        <IconEdit />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Edit order' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button.querySelector('svg')?.closest('[aria-hidden]')).not.toBeNull();
  });

  it('calls onClick unless disabled', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = renderWithTheme(
      <IconButton label="Edit" onClick={onClick}>
        <IconEdit />
      </IconButton>,
    );
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    rerender(
      <IconButton label="Edit" onClick={onClick} disabled>
        <IconEdit />
      </IconButton>,
    );
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('shows its label as a tooltip on keyboard focus', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <IconButton label="Delete product" tooltip>
        <IconEdit />
      </IconButton>,
    );
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Delete product');
  });

  it('passes variant, colour and size as data attributes', () => {
    renderWithTheme(
      <IconButton label="Edit" variant="outlined" color="error" size="lg" shape="round">
        <IconEdit />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Edit' });
    expect(button).toHaveAttribute('data-variant', 'outlined');
    expect(button).toHaveAttribute('data-color', 'error');
    expect(button).toHaveAttribute('data-size', 'lg');
    expect(button).toHaveAttribute('data-shape', 'round');
  });
});
