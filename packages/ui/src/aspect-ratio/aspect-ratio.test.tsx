import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { AspectRatio } from './aspect-ratio.tsx';

describe('AspectRatio', () => {
  it('reserves a 16:9 box by default and holds its media', () => {
    renderWithTheme(
      <AspectRatio data-testid="box">
        <img src="/poster.svg" alt="Poster" />
      </AspectRatio>,
    );
    expect(screen.getByTestId('box').style.aspectRatio).toBe(`${16 / 9} / 1`);
    expect(screen.getByRole('img', { name: 'Poster' }).parentElement).toBe(
      screen.getByTestId('box'),
    );
  });

  it('takes another ratio', () => {
    renderWithTheme(<AspectRatio data-testid="box" ratio={1} />);
    expect(screen.getByTestId('box').style.aspectRatio).toBe('1 / 1');
  });
});
