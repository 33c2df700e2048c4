import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { RadioGroup } from './radio-group.tsx';

function Shipping(props: Partial<Parameters<typeof RadioGroup>[0]>) {
  return (
    <RadioGroup label="Shipping" {...props}>
      <RadioGroup.Item value="standard" label="Standard" />
      <RadioGroup.Item value="express" label="Express" description="Next day" />
    </RadioGroup>
  );
}

describe('RadioGroup', () => {
  it('is a labelled group whose options are chosen by click on the label', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithTheme(<Shipping onValueChange={onValueChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Shipping' })).toBeInTheDocument();
    await user.click(screen.getByText('Express'));
    expect(screen.getByRole('radio', { name: 'Express' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Express' })).toHaveAccessibleDescription('Next day');
    expect(onValueChange).toHaveBeenCalledWith({ value: 'express' });
  });

  it('puts error and required on the group', () => {
    renderWithTheme(<Shipping required error="Pick one." />);
    const group = screen.getByRole('radiogroup', { name: 'Shipping' });
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAccessibleErrorMessage('Pick one.');
  });

  it('keeps its value when read-only', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Shipping readOnly defaultValue="standard" />);
    await user.click(screen.getByRole('radio', { name: 'Express' }));
    expect(screen.getByRole('radio', { name: 'Standard' })).toBeChecked();
  });
});
