import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { EmptyState } from './empty-state.tsx';

describe('EmptyState', () => {
  it('shows a heading, a description and an action', async () => {
    const onClear = vi.fn();
    renderWithTheme(
      <EmptyState
        title="No products match your filters"
        description="Try another search."
        icon={<svg data-testid="icon" />}
        action={
          <button type="button" onClick={onClear}>
            Clear filters
          </button>
        }
      />,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'No products match your filters' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Try another search.')).toBeInTheDocument();
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('follows the requested heading level', () => {
    renderWithTheme(<EmptyState title="Nothing here" headingLevel={4} />);
    expect(screen.getByRole('heading', { level: 4, name: 'Nothing here' })).toBeInTheDocument();
  });
});
