import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { Divider } from './divider.tsx';

describe('Divider', () => {
  it('is a horizontal rule by default', () => {
    renderWithTheme(<Divider />);
    expect(screen.getByRole('separator').tagName).toBe('HR');
  });

  it('announces a vertical orientation', () => {
    renderWithTheme(<Divider orientation="vertical" />);
    expect(screen.getByRole('separator')).toHaveAttribute('aria-orientation', 'vertical');
  });

  it('keeps its text readable', () => {
    renderWithTheme(<Divider textAlign="start">or</Divider>);
    expect(screen.queryByRole('separator')).not.toBeInTheDocument();
    expect(screen.getByText('or')).toHaveAttribute('data-align', 'start');
  });
});
