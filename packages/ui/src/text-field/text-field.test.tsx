import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { expectRequiredInError } from '../test/expect-field.ts';
import { renderWithTheme } from '../test/render.tsx';
import { TextField } from './text-field.tsx';

describe('TextField', () => {
  it('wires label, helper, error and required to the input', () => {
    renderWithTheme(
      <TextField label="Product name" helperText="Public." error="Too short." required />,
    );
    expectRequiredInError(screen.getByRole('textbox', { name: 'Product name' }), {
      error: 'Too short.',
      description: 'Public. Too short.',
    });
  });

  it('keeps its error in the description when the caller adds its own (or passes none)', () => {
    renderWithTheme(
      <>
        <p id="rules">At least 8 characters</p>
        <TextField label="New password" error="Too short" aria-describedby="rules" />
        <TextField label="Current password" error="Wrong password" aria-describedby={undefined} />
      </>,
    );
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'Too short At least 8 characters',
    );
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Wrong password');
  });

  it('forwards the ref to the native input', () => {
    const ref = { current: null as HTMLInputElement | null };
    renderWithTheme(<TextField label="Name" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox'));
  });

  it('clears an uncontrolled field and reports the change', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithTheme(
      <TextField label="Search" clearable defaultValue="shirt" onChange={onChange} />,
      {
        language: 'fr',
      },
    );
    await user.click(screen.getByRole('button', { name: 'Effacer' }));
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Effacer' })).not.toBeInTheDocument();
  });

  it('clears a controlled field through onChange', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('shirt');
      return (
        <TextField
          label="Search"
          clearable
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      );
    }
    renderWithTheme(<Controlled />);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('textbox')).toHaveValue('');
  });

  it('reveals the password with a pressed toggle', async () => {
    const user = userEvent.setup();
    renderWithTheme(<TextField label="Password" type="password" defaultValue="secret" />);
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('textbox', { name: 'Password' })).toHaveValue('secret');
  });

  it('counts characters against maxLength', async () => {
    const user = userEvent.setup();
    renderWithTheme(<TextField label="Title" maxLength={10} />, { language: 'de' });
    await user.type(screen.getByRole('textbox'), 'Shirt');
    expect(screen.getByText('5/10')).toBeInTheDocument();
    expect(screen.getByText('5 von 10 Zeichen')).toBeInTheDocument();
  });

  it('offers no clear button when read-only or disabled', () => {
    renderWithTheme(<TextField label="SKU" clearable readOnly defaultValue="A-1" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
