import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { AuthLayout } from './auth-layout.tsx';

describe('AuthLayout', () => {
  it('names the page by its heading in both looks', () => {
    for (const look of ['v1', 'v2'] as const) {
      const { unmount } = renderWithTheme(
        <AuthLayout look={look} title="Sign in" subtitle="Welcome back" illustration={<svg />}>
          <button type="submit">Go</button>
        </AuthLayout>,
      );
      expect(screen.getByRole('main', { name: 'Sign in' })).toHaveAttribute('data-look', look);
      expect(screen.getByText('Welcome back')).toBeInTheDocument();
      unmount();
    }
  });

  it('shows the picture only in v2, hidden from assistive technology', () => {
    const { container, rerender } = renderWithTheme(
      <AuthLayout look="v1" title="Sign in" illustration={<svg data-testid="art" />}>
        form
      </AuthLayout>,
    );
    expect(screen.queryByTestId('art')).toBeNull();
    rerender(
      <AuthLayout look="v2" title="Sign in" illustration={<svg data-testid="art" />}>
        form
      </AuthLayout>,
    );
    expect(container.querySelector('[aria-hidden="true"]')).toContainElement(
      screen.getByTestId('art'),
    );
  });
});
