import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { ColorSwatches, type ColorSwatchesProps } from './color-swatches.tsx';

const options = [
  { value: '#7367F0', label: 'Purple' },
  { value: '#0D9394', label: 'Teal' },
];

/** Renders the "Primary colour" swatches with the two presets; returns the change spy. */
function renderSwatches(props: Partial<ColorSwatchesProps> = {}) {
  const onValueChange = vi.fn();
  renderWithTheme(
    <ColorSwatches
      label="Primary colour"
      options={options}
      onValueChange={onValueChange}
      {...props}
    />,
  );
  return onValueChange;
}

describe('ColorSwatches', () => {
  it('offers the presets as named radios and reports a choice', async () => {
    const onValueChange = renderSwatches({ defaultValue: '#7367f0' });
    expect(screen.getByRole('radiogroup', { name: 'Primary colour' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Purple' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Teal' }));
    expect(onValueChange).toHaveBeenLastCalledWith({ value: '#0D9394' });
    expect(screen.getByRole('radio', { name: 'Teal' })).toBeChecked();
  });

  it('takes a custom colour from the colour input and unchecks the presets', () => {
    const onValueChange = renderSwatches({ defaultValue: '#7367F0', customLabel: 'Custom colour' });
    const input = screen.getByLabelText('Custom colour');
    fireEvent.change(input, { target: { value: '#123456' } });
    expect(onValueChange).toHaveBeenLastCalledWith({ value: '#123456' });
    expect(screen.getByRole('radio', { name: 'Purple' })).not.toBeChecked();
    expect(input.closest('label')).toHaveAttribute('data-selected');
  });

  it('has no custom input unless named', () => {
    renderSwatches();
    expect(screen.queryByLabelText('Custom colour')).not.toBeInTheDocument();
  });
});
