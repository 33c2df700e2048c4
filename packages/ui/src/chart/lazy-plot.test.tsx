import { act, render, screen } from '@testing-library/react';
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

  it('mounts the plots of a page one per idle period, not all in one task', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    // Runs the idle callbacks waiting now, and what they start (chunk, transition).
    const idlePeriod = () =>
      act(async () => {
        for (const callback of idle.splice(0)) callback();
        await Promise.resolve();
      });
    try {
      const Plot = lazyPlot(() => Promise.resolve(FakeChart));
      render(
        <>
          <Plot data={[1]} />
          <Plot data={[2]} />
        </>,
      );
      const drawn = () => screen.queryAllByTestId('plot').map((plot) => plot.textContent);
      await idlePeriod(); // both ask for the library
      await idlePeriod(); // the first plot's turn
      expect(drawn()).toEqual(['1 animate=false']);
      await idlePeriod(); // the second plot's turn
      expect(drawn()).toEqual(['1 animate=false', '2 animate=false']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("waits until its box comes near the viewport: a phone's first screen mounts only the plots it shows", async () => {
    const observed: { callback: IntersectionObserverCallback; target?: Element }[] = [];
    class FakeObserver {
      private readonly entry: { callback: IntersectionObserverCallback; target?: Element };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback };
        observed.push(this.entry);
      }
      observe(target: Element) {
        this.entry.target = target;
      }
      disconnect() {
        this.entry.target = undefined;
      }
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    try {
      const load = vi.fn(() => Promise.resolve(FakeChart));
      const Plot = lazyPlot(load);
      render(<Plot data={[4]} />);
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
      expect(load).not.toHaveBeenCalled();
      const [watcher] = observed;
      const target = watcher?.target;
      expect(target).toBeDefined();
      act(() =>
        watcher?.callback(
          [{ isIntersecting: true, target } as unknown as IntersectionObserverEntry],
          watcher as unknown as IntersectionObserver,
        ),
      );
      expect(await screen.findByTestId('plot')).toHaveTextContent('4 animate=false');
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
