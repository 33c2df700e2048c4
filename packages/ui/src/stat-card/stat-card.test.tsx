import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { sparklinePoints } from './sparkline.tsx';
import { StatCard } from './stat-card.tsx';

describe('StatCard', () => {
  it('shows the title as a heading, the value and a spoken trend', () => {
    renderWithTheme(
      <StatCard title="Sales" value="$42,580" trend={{ value: '+12.5%', direction: 'up' }} />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Sales' })).toBeInTheDocument();
    expect(screen.getByText('$42,580')).toBeInTheDocument();
    expect(screen.getByText('increase')).toBeInTheDocument();
  });

  it('speaks a decrease in the current language', () => {
    renderWithTheme(
      <StatCard title="Ventes" value="12" trend={{ value: '-3%', direction: 'down' }} />,
      { language: 'fr' },
    );
    expect(screen.getByText('baisse')).toBeInTheDocument();
  });

  it('summarises the sparkline for screen readers', () => {
    renderWithTheme(<StatCard title="Orders" value="90" data={[10, 40, 90]} />);
    expect(
      screen.getByRole('img', { name: 'Trend of 3 values, from 10 to 90' }),
    ).toBeInTheDocument();
  });
});

describe('sparklinePoints', () => {
  it('spreads the values over the box with the highest at the top', () => {
    expect(sparklinePoints([0, 5, 10])).toEqual([
      [0, 40],
      [50, 20],
      [100, 0],
    ]);
  });

  it('draws a flat line for constant data', () => {
    expect(sparklinePoints([3, 3]).map(([, y]) => y)).toEqual([40, 40]);
  });
});
