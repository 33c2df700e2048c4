import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { expectRequiredInError } from '../test/expect-field.ts';
import { renderWithTheme } from '../test/render.tsx';
import { Textarea } from './textarea.tsx';

describe('Textarea', () => {
  it('is labelled, described and marked invalid', () => {
    renderWithTheme(<Textarea label="Note" helperText="Internal." error="Required." required />);
    expectRequiredInError(screen.getByRole('textbox', { name: 'Note' }), {
      error: 'Required.',
      description: 'Internal. Required.',
    });
  });

  it('starts at minRows lines and forwards its ref', () => {
    const ref = { current: null as HTMLTextAreaElement | null };
    renderWithTheme(<Textarea label="Note" minRows={4} ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox'));
    expect(ref.current).toHaveAttribute('rows', '4');
  });

  it('counts characters in the current language', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Textarea label="Note" maxLength={50} />, { language: 'fr' });
    await user.type(screen.getByRole('textbox'), 'Bonjour');
    expect(screen.getByText('7/50')).toBeInTheDocument();
    expect(screen.getByText('7 caractères sur 50')).toBeInTheDocument();
  });
});
