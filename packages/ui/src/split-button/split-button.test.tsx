import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import '../test/dom-shims.ts';

import { renderWithTheme } from '../test/render.tsx';
import { SplitButton } from './split-button.tsx';

const options = [
  { value: 'draft', label: 'Save as draft' },
  { value: 'publish', label: 'Save and publish' },
];

describe('SplitButton', () => {
  it('runs the main action and the chosen alternative', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const onSelect = vi.fn();
    renderWithTheme(
      <SplitButton label="Save" options={options} onClick={onClick} onSelect={onSelect} />,
    );
    expect(screen.getByRole('group')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'More options' }));
    await user.click(screen.getByRole('menuitem', { name: 'Save and publish' }));
    expect(onSelect).toHaveBeenCalledWith({ value: 'publish' });
  });

  it('translates the dropdown button name', () => {
    renderWithTheme(
      <SplitButton label="Save" options={options} onClick={vi.fn()} onSelect={vi.fn()} />,
      { language: 'de' },
    );
    expect(screen.getByRole('button', { name: 'Weitere Optionen' })).toHaveAttribute(
      'aria-haspopup',
      'menu',
    );
  });

  it('does not open the menu when disabled', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <SplitButton label="Save" options={options} onClick={vi.fn()} onSelect={vi.fn()} disabled />,
    );
    await user.click(screen.getByRole('button', { name: 'More options' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
