import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { MultiSelect } from './multi-select.tsx';
import { nextActive } from './list-navigation.ts';
import { Select } from './select.tsx';

const options = [
  { value: 'paid', label: 'Paid' },
  { value: 'shipped', label: 'Shipped', disabled: true },
  { value: 'refunded', label: 'Refunded' },
];

describe('Select', () => {
  it('labels the trigger and shows the chosen option', () => {
    renderWithTheme(
      <Select label="Status" options={options} defaultValue="paid" error="Pick one." required />,
    );
    const trigger = screen.getByRole('combobox', { name: 'Status' });
    expect(trigger).toHaveTextContent('Paid');
    expect(trigger).toHaveAttribute('aria-required', 'true');
    expect(trigger).toHaveAccessibleErrorMessage('Pick one.');
  });
});

describe('MultiSelect', () => {
  it('shows chosen values as chips with translated remove buttons', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithTheme(
      <MultiSelect
        label="Status"
        options={options}
        defaultValue={['paid', 'refunded']}
        onValueChange={onValueChange}
      />,
      { language: 'de' },
    );
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('2 ausgewählt');
    await user.click(screen.getByRole('button', { name: 'Paid entfernen' }));
    expect(onValueChange).toHaveBeenCalledWith({ value: ['refunded'] });
    expect(screen.queryByText('Paid')).not.toBeInTheDocument();
  });

  it('writes hidden inputs for native forms', () => {
    const { container } = renderWithTheme(
      <MultiSelect label="Status" name="status" options={options} defaultValue={['paid']} />,
    );
    expect(container.querySelector('input[type=hidden][name=status]')).toHaveValue('paid');
  });
});

describe('nextActive', () => {
  it('skips disabled options and stops at the ends', () => {
    expect(nextActive(options, 0, 'ArrowDown')).toBe(2);
    expect(nextActive(options, 2, 'ArrowDown')).toBe(2);
    expect(nextActive(options, -1, 'ArrowUp')).toBe(2);
    expect(nextActive(options, 2, 'Home')).toBe(0);
    expect(nextActive(options, 0, 'a')).toBeNull();
  });
});
