import { renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { Field } from './field.tsx';
import { fieldAria, useFieldIds } from './use-field-ids.ts';

function Example({ error, helperText }: { error?: string | boolean; helperText?: string }) {
  const ids = useFieldIds('email');
  return (
    <Field ids={ids} label="Email" helperText={helperText} error={error} required>
      <input id={ids.inputId} required {...fieldAria({ ids, helperText, error, required: true })} />
    </Field>
  );
}

describe('Field', () => {
  it('labels the control and describes it with the helper text', () => {
    renderWithTheme(<Example helperText="We send the receipt here." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('We send the receipt here.');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toBeRequired();
  });

  it('marks the control invalid and points at the error message', () => {
    renderWithTheme(<Example helperText="We send the receipt here." error="Enter an email." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleErrorMessage('Enter an email.');
    expect(input).toHaveAccessibleDescription('We send the receipt here. Enter an email.');
  });

  it('shows the error look without a message for error={true}', () => {
    renderWithTheme(<Example error />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeInvalid();
    expect(input).not.toHaveAttribute('aria-errormessage');
  });

  it('generates distinct ids when none is given', () => {
    const a = renderHook(() => useFieldIds()).result.current;
    const b = renderHook(() => useFieldIds()).result.current;
    expect(a.inputId).not.toBe(b.inputId);
    expect(a.errorId).toBe(`${a.inputId}-error`);
  });
});
