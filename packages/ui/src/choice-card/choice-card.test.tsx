import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { ChoiceCards } from './choice-card.tsx';

const options = [
  { value: 'monthly', title: 'Monthly', description: '$29 a month' },
  { value: 'yearly', title: 'Yearly', description: '$290 a year', price: 'Save 17%' },
];

describe('ChoiceCards', () => {
  it('are radios named by their title and described by their text', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithTheme(<ChoiceCards label="Plan" options={options} onValueChange={onValueChange} />);
    const yearly = screen.getByRole('radio', { name: 'Yearly' });
    expect(yearly).toHaveAccessibleDescription('$290 a year');
    await user.click(yearly);
    expect(yearly).toBeChecked();
    expect(onValueChange).toHaveBeenCalledWith({ value: ['yearly'] });
  });

  it('are checkboxes with multiple', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <ChoiceCards label="Plan" options={options} multiple defaultValue={['monthly']} />,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Yearly' }));
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(2);
  });
});
