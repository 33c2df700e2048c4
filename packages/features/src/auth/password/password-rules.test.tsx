import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../../test/render.tsx';
import { PasswordRules, usePasswordSchema } from './password-rules.tsx';

describe('PasswordRules', () => {
  it('marks each rule met or not for the password typed', () => {
    renderWithProviders(<PasswordRules password="abcdefgH" />);
    const rules = within(screen.getByRole('list', { name: 'Password rules' })).getAllByRole(
      'listitem',
    );
    expect(rules.map((rule) => [rule.textContent, rule.dataset.met])).toEqual([
      ['At least 8 characters(met)', 'true'],
      ['An uppercase letter(met)', 'true'],
      ['A digit', 'false'],
    ]);
  });
});

/** Shows what the schema says of `password`: its first message, or "ok". */
function Verdict({ password }: { password: string }) {
  const parsed = usePasswordSchema().safeParse(password);
  return <output>{parsed.success ? 'ok' : parsed.error.issues[0]?.message}</output>;
}

describe('usePasswordSchema', () => {
  it('refuses with the first broken rule and accepts a password that keeps them all', () => {
    const { rerender } = renderWithProviders(<Verdict password="Ab1" />);
    expect(screen.getByRole('status')).toHaveTextContent('At least 8 characters');
    rerender(<Verdict password="abcdefg1" />);
    expect(screen.getByRole('status')).toHaveTextContent('An uppercase letter');
    rerender(<Verdict password="Abcdefg1" />);
    expect(screen.getByRole('status')).toHaveTextContent('ok');
  });
});
