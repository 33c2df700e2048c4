import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { Slider } from './slider.tsx';

// jsdom has no ResizeObserver, which Radix Slider measures its thumbs with.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

describe('Slider', () => {
  it('labels a single thumb with the field label and formats its value', () => {
    renderWithTheme(<Slider label="Discount" defaultValue={[20]} formatValue={(v) => `${v}%`} />);
    const thumb = screen.getByRole('slider', { name: 'Discount' });
    expect(thumb).toHaveAttribute('aria-valuenow', '20');
    expect(thumb).toHaveAttribute('aria-valuetext', '20%');
  });

  it('names the two thumbs of a range in the current language', () => {
    renderWithTheme(<Slider label="Prix" defaultValue={[10, 90]} />, { language: 'ar' });
    expect(screen.getByRole('slider', { name: 'Prix: الحد الأدنى' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Prix: الحد الأقصى' })).toBeInTheDocument();
  });

  it('points the thumb at its error', () => {
    renderWithTheme(<Slider label="Discount" error="Too high." />);
    expect(screen.getByRole('slider')).toHaveAccessibleErrorMessage('Too high.');
  });
});
