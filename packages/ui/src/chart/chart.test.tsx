import { act, screen, within } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { BarChart } from './bar-chart.tsx';
import { useChartTokens } from './chart-theme.ts';
import { LineChart } from './line-chart.tsx';
import { PieChart } from './pie-chart.tsx';
import { Sparkline } from './sparkline.tsx';

beforeAll(() => {
  // nivo's responsive wrapper measures its parent; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  delete document.documentElement.dataset.motion;
});

const revenue = [
  {
    id: 'Online',
    data: [
      { x: 'Jan', y: 42.1 },
      { x: 'Feb', y: 38.4 },
    ],
  },
];

describe('charts', () => {
  it('name the plot with title and summary and keep the numbers in a table', () => {
    renderWithTheme(
      <LineChart
        title="Monthly revenue"
        summary="Down 9% in February."
        data={revenue}
        xLabel="Month"
        valueFormat={(v) => `$${v}k`}
      />,
    );
    expect(
      screen.getByRole('img', { name: 'Monthly revenue. Down 9% in February.' }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Monthly revenue' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Month', 'Online']);
    expect(within(table).getByRole('cell', { name: '$38.4k' })).toBeInTheDocument();
  });

  it('shows and hides the data table with a button that says so', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <BarChart title="Orders by status" data={[{ s: 'Paid', n: 3 }]} keys={['n']} indexBy="s" />,
    );
    const toggle = screen.getByRole('button', { name: 'Show data table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide data table' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('region', { name: 'Orders by status' })).toBeInTheDocument();
  });

  it('gives pie slices their share in the table', () => {
    renderWithTheme(
      <PieChart
        title="Orders by status"
        labelHeader="Status"
        valueHeader="Orders"
        data={[
          { id: 'Delivered', value: 3 },
          { id: 'Cancelled', value: 1 },
        ]}
      />,
      { language: 'fr' },
    );
    expect(
      screen.getByRole('button', { name: 'Afficher le tableau de données' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Delivered 3 75%' })).toBeInTheDocument();
  });

  it('describes a sparkline by its range', () => {
    renderWithTheme(<Sparkline label="Daily orders" data={[12, 18, 31]} />);
    expect(
      screen.getByRole('img', { name: 'Daily orders: trend of 3 values, from 12 to 31' }),
    ).toBeInTheDocument();
  });

  it('stops animating when motion is off, and notices the switch', async () => {
    let animate: boolean | undefined;
    function Probe() {
      animate = useChartTokens().animate;
      return null;
    }
    renderWithTheme(<Probe />);
    expect(animate).toBe(true);
    await act(async () => {
      document.documentElement.dataset.motion = 'off';
      // MutationObserver callbacks run as a microtask.
      await Promise.resolve();
    });
    expect(animate).toBe(false);
  });

  it('reads the theme once per mounting chart, not at each render of each', () => {
    const read = vi.spyOn(window, 'getComputedStyle');
    function Probe() {
      useChartTokens();
      return null;
    }
    const { rerender } = renderWithTheme(
      <>
        <Probe />
        <Probe />
        <Probe />
      </>,
    );
    rerender(
      <>
        <Probe />
        <Probe />
      </>,
    );
    const readings = read.mock.calls.filter(([element]) => element === document.documentElement);
    read.mockRestore();
    // One for the first render, one after each of the three subscribed; none for the re-render.
    expect(readings.length).toBeLessThanOrEqual(4);
  });

  it('sees a change to <html> made between a chart’s render and its subscription', async () => {
    let animate: boolean | undefined;
    function Probe() {
      animate = useChartTokens().animate;
      return null;
    }
    // An appearance applied in an effect, as the app's and Storybook's providers do.
    function TurnMotionOff() {
      useLayoutEffect(() => {
        document.documentElement.dataset.motion = 'off';
      }, []);
      return null;
    }
    renderWithTheme(
      <>
        <Probe />
        <TurnMotionOff />
      </>,
    );
    await act(async () => {
      await Promise.resolve();
    });
    expect(animate).toBe(false);
  });
});
