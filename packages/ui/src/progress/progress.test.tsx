import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { Progress } from './progress.tsx';

describe('Progress', () => {
  it('reports its value to assistive technology', () => {
    renderWithTheme(<Progress value={42} aria-label="Import" showLabel />);
    const bar = screen.getByRole('progressbar', { name: 'Import' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '42%');
    expect(screen.getByText('42%')).toBeInTheDocument();
  });

  it('clamps out-of-range values', () => {
    renderWithTheme(<Progress value={140} aria-label="Import" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('is indeterminate without a value and named in the current language', () => {
    renderWithTheme(<Progress variant="circular" />, { language: 'de' });
    const bar = screen.getByRole('progressbar', { name: 'Fortschritt' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).toHaveAttribute('data-state', 'indeterminate');
  });

  it('draws a buffer behind the bar', () => {
    renderWithTheme(<Progress value={10} buffer={50} aria-label="Video" />);
    const bar = screen.getByRole('progressbar');
    expect(bar.querySelector('[aria-hidden]')).toHaveStyle({ inlineSize: '50%' });
  });
});
