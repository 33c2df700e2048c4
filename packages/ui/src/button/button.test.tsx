import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { Button } from './button.tsx';

describe('Button', () => {
  it('is a type=button by default so it never submits a form by accident', () => {
    renderWithTheme(<Button>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' })).toHaveAttribute('type', 'button');
  });

  it('calls onClick when enabled and not when disabled or loading', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = renderWithTheme(<Button onClick={onClick}>Go</Button>);
    await user.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledTimes(1);

    rerender(
      <Button onClick={onClick} disabled>
        Go
      </Button>,
    );
    await user.click(screen.getByRole('button'));
    rerender(
      <Button onClick={onClick} loading>
        Go
      </Button>,
    );
    await user.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('stays focusable when disabled and says so', () => {
    renderWithTheme(<Button disabled>Go</Button>);
    const button = screen.getByRole('button');
    expect(button).not.toHaveAttribute('disabled');
    expect(button).toHaveAttribute('aria-disabled', 'true');
  });

  it('announces loading in the current language', () => {
    renderWithTheme(<Button loading>Go</Button>, { language: 'fr' });
    expect(screen.getByRole('status', { name: 'Chargement…' })).toBeInTheDocument();
    expect(screen.getByRole('button')).toHaveAttribute('aria-busy', 'true');
  });

  it('renders its child as the element with asChild', () => {
    renderWithTheme(
      <Button asChild variant="text">
        <a href="/faq">FAQ</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'FAQ' });
    expect(link).toHaveAttribute('href', '/faq');
    expect(link).toHaveAttribute('data-variant', 'text');
    expect(link).not.toHaveAttribute('type');
  });
});
