import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { OtpInput, type OtpInputProps } from './otp-input.tsx';

/** The input with its own state, as a page holds it; `onChange` sees every new value. */
function Controlled(props: Partial<OtpInputProps> & { initial?: string }) {
  const { initial = '', onChange, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <OtpInput
      label="Verification code"
      {...rest}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });
const values = () =>
  screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value);

describe('OtpInput', () => {
  it('is a named group of six labelled numeric boxes, the first offering the one-time code', () => {
    renderWithTheme(<Controlled />);
    const group = screen.getByRole('group', { name: 'Verification code' });
    expect(group).toHaveAttribute('dir', 'ltr');
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
    expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code');
    expect(box(2)).toHaveAttribute('autocomplete', 'off');
    for (const input of screen.getAllByRole('textbox'))
      expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('moves to the next box on each digit and ignores other keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithTheme(<Controlled onChange={onChange} />);
    await user.click(box(1));
    await user.keyboard('1a2 -3');
    expect(values()).toEqual(['1', '2', '3', '', '', '']);
    expect(box(4)).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('123');
  });

  it('goes back and clears the previous digit on Backspace in an empty box', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithTheme(<Controlled initial="123" onChange={onChange} />);
    await user.click(box(4));
    await user.keyboard('{Backspace}');
    expect(values()).toEqual(['1', '2', '', '', '', '']);
    expect(box(3)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith('1');
    expect(box(2)).toHaveFocus();
  });

  it('fills every box from a pasted code in any box, keeping digits only and cutting the extra', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithTheme(<Controlled initial="9" onChange={onChange} />);
    await user.click(box(2));
    await user.paste(' 12-34 56 78');
    expect(onChange).toHaveBeenLastCalledWith('123456');
    expect(values()).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(box(6)).toHaveFocus();
  });

  it('moves with the arrow keys, never past the first empty box', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Controlled initial="12" />);
    await user.click(box(2));
    await user.keyboard('{ArrowLeft}');
    expect(box(1)).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(box(3)).toHaveFocus();
    await user.click(box(6));
    expect(box(3)).toHaveFocus();
  });

  it('describes every box by the error and can be disabled', () => {
    renderWithTheme(<Controlled error="This code is not right." disabled />);
    for (const input of screen.getAllByRole('textbox')) {
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription('This code is not right.');
      expect(input).toBeDisabled();
    }
  });

  it('labels the boxes in the page language', () => {
    renderWithTheme(<Controlled />, { language: 'fr' });
    expect(screen.getByRole('textbox', { name: 'Chiffre 1 sur 6' })).toBeInTheDocument();
  });
});
