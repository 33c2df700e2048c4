import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { Grid } from './grid.tsx';

describe('Grid', () => {
  it('lays out equal columns with theme spacing', () => {
    renderWithTheme(
      <Grid columns={3} gap={2} data-testid="g">
        <div>a</div>
      </Grid>,
    );
    const style = getComputedStyle(screen.getByTestId('g'));
    expect(style.display).toBe('grid');
    expect(style.gridTemplateColumns).toBe('repeat(3, minmax(0, 1fr))');
    expect(style.gap).toBe('8px');
  });

  it('renders the requested elements and spans', () => {
    renderWithTheme(
      <Grid as="ul" aria-label="Cells">
        <Grid.Item as="li" span="full" data-testid="item">
          a
        </Grid.Item>
      </Grid>,
    );
    expect(screen.getByRole('list', { name: 'Cells' })).toBeInTheDocument();
    expect(getComputedStyle(screen.getByTestId('item')).gridColumn.replace(/\s/g, '')).toBe('1/-1');
  });
});
