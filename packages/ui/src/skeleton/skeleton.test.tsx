import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { Skeleton } from './skeleton.tsx';

describe('Skeleton', () => {
  it('is hidden from assistive technology and sized from props', () => {
    renderWithTheme(<Skeleton variant="circle" width={40} data-testid="s" />);
    const shape = screen.getByTestId('s');
    expect(shape).toHaveAttribute('aria-hidden', 'true');
    expect(shape).toHaveAttribute('data-variant', 'circle');
    // A circle is as tall as it is wide.
    expect(shape).toHaveStyle({ inlineSize: '40px', blockSize: '40px' });
  });

  it('draws the requested number of text lines', () => {
    renderWithTheme(<Skeleton lines={4} data-testid="s" />);
    expect(screen.getByTestId('s').children).toHaveLength(4);
  });

  it('announces one translated loading status for a group', () => {
    renderWithTheme(
      <Skeleton.Group>
        <Skeleton />
        <Skeleton />
      </Skeleton.Group>,
      { language: 'fr' },
    );
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Chargement…');
  });

  it('can stand still', () => {
    renderWithTheme(<Skeleton animation={false} data-testid="s" />);
    expect(screen.getByTestId('s')).not.toHaveAttribute('data-animation');
  });
});
