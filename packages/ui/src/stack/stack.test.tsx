import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { Stack } from './stack.tsx';

describe('Stack', () => {
  it('renders the requested element with its children in order', () => {
    renderWithTheme(
      <Stack as="ul" direction="row" gap={2} aria-label="Steps">
        <li>One</li>
        <li>Two</li>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Steps' });
    expect(list.tagName).toBe('UL');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['One', 'Two']);
  });

  it('turns gap steps into theme spacing', () => {
    renderWithTheme(<Stack data-testid="s" gap={3} direction="row" justify="between" />);
    const style = getComputedStyle(screen.getByTestId('s'));
    expect(style.gap).toBe('12px');
    expect(style.flexDirection).toBe('row');
    expect(style.justifyContent).toBe('space-between');
  });
});
