import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { lazyPlot } from './lazy-plot.tsx';

interface FakeProps {
  data: number[];
  animate?: boolean;
}

/** Stands in for a nivo chart: shows what it was given. */
function FakeChart({ data, animate }: FakeProps) {
  return <p data-testid="plot">{`${data.join(',')} animate=${String(animate)}`}</p>;
}

describe('lazyPlot', () => {
  it('draws nothing until its library has loaded after the first paint, then the chart', async () => {
    const load = vi.fn(() => Promise.resolve(FakeChart));
    const Plot = lazyPlot(load);
    render(<Plot data={[1, 2]} animate />);
    expect(screen.queryByTestId('plot')).toBeNull();
    expect(await screen.findByTestId('plot')).toHaveTextContent('1,2 animate=false');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('draws in its first render once preloaded, loading the library once', async () => {
    const load = vi.fn(() => Promise.resolve(FakeChart));
    const Plot = lazyPlot(load);
    await Promise.all([Plot.preload(), Plot.preload()]);
    render(<Plot data={[3]} />);
    expect(screen.getByTestId('plot')).toHaveTextContent('3 animate=false');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('skips the entry animation and animates later changes of its data', async () => {
    const Plot = lazyPlot(() => Promise.resolve(FakeChart));
    await Plot.preload();
    const { rerender } = render(<Plot data={[1]} animate />);
    expect(screen.getByTestId('plot')).toHaveTextContent('1 animate=false');
    rerender(<Plot data={[2]} animate />);
    expect(screen.getByTestId('plot')).toHaveTextContent('2 animate=true');
    rerender(<Plot data={[3]} animate={false} />);
    expect(screen.getByTestId('plot')).toHaveTextContent('3 animate=false');
  });

  it('stays empty when its library fails to load, and the next plot tries again', async () => {
    const load = vi
      .fn<() => Promise<typeof FakeChart>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(FakeChart);
    const Plot = lazyPlot(load);
    const first = render(<Plot data={[1]} />);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('plot')).toBeNull();
    first.unmount();
    render(<Plot data={[2]} />);
    expect(await screen.findByTestId('plot')).toHaveTextContent('2 animate=false');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
