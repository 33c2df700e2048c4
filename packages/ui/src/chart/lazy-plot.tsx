import { startTransition, useEffect, useState, type ComponentType } from 'react';
import styled from 'styled-components';

/** What every nivo chart takes that the lazy plot reads: its data and the motion switch. */
interface PlotProps {
  data: unknown;
  animate?: boolean;
}

/** A chart component whose library loads on demand, and the way to load it ahead of time. */
export type LazyPlot<P extends PlotProps> = ComponentType<P> & {
  /** Loads the chart's library now; every plot of this kind then draws in its first render. */
  preload: () => Promise<unknown>;
};

/** Runs `task` when the browser is idle (at the latest after a second and a half). */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 1_500 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 1);
  return () => clearTimeout(id);
}

/**
 * Runs `task` once `node` comes near the viewport (at once where nothing can tell: no node yet,
 * no IntersectionObserver).
 */
function whenNearView(node: Element | null, task: () => void): () => void {
  if (!node || typeof IntersectionObserver !== 'function') {
    task();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      task();
    },
    { rootMargin: '200px 0px' },
  );
  observer.observe(node);
  return () => observer.disconnect();
}

/** Covers the plot's reserved box while the plot waits, so it can tell when it comes into view. */
const Waiting = styled.span`
  position: absolute;
  inset: 0;
  pointer-events: none;
`;

/**
 * The plots of a page take turns: one mounts per idle period. Mounting a nivo plot starts its
 * springs in a layout effect, so plots mounted together (every chart of a dashboard once the
 * library has arrived) made one commit and one long task of a quarter of a second on a fast
 * machine; in turns, each commit is one plot's.
 */
let turns = Promise.resolve();
function inTurn(task: () => void): () => void {
  let cancelled = false;
  turns = turns.then(() =>
    cancelled
      ? undefined
      : new Promise<void>((done) => {
          whenIdle(() => {
            if (!cancelled) task();
            done();
          });
        }),
  );
  return () => {
    cancelled = true;
  };
}

/**
 * A nivo chart loaded after the first paint. The chart library is most of a dashboard's
 * JavaScript, and the figures, titles and tables around a chart need none of it: the chart frame
 * (title, summary, data table, the plot's reserved box) draws at once, and the plot once its
 * box comes near the viewport and the browser is idle, in a transition, one plot per idle period:
 * a phone's first screen mounts only the plots it shows. Once loaded (or preloaded: stories and
 * screenshot tests), plots draw in their first render. A plot does not play its entry animation: it animates
 * changes of its data only, so the first paint is the final picture.
 */
export function lazyPlot<P extends PlotProps>(load: () => Promise<ComponentType<P>>): LazyPlot<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed chunk (offline) is tried again by the next plot that mounts.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  function Plot(props: P) {
    // A component is a function: the updater form stores it rather than calling it.
    const [Chart, setChart] = useState<ComponentType<P> | undefined>(() => loaded);
    const [firstData] = useState(props.data);
    const [box, setBox] = useState<HTMLSpanElement | null>(null);
    useEffect(() => {
      if (Chart || !box) return undefined;
      let mounted = true;
      let cancelIdle = () => {};
      let cancelTurn = () => {};
      const cancelView = whenNearView(box, () => {
        cancelIdle = whenIdle(() => {
          preload().then(
            (component) => {
              if (mounted) {
                cancelTurn = inTurn(() => startTransition(() => setChart(() => component)));
              }
            },
            // The frame keeps its title, summary and data table; the plot stays empty.
            () => undefined,
          );
        });
      });
      return () => {
        mounted = false;
        cancelView();
        cancelIdle();
        cancelTurn();
      };
    }, [Chart, box]);
    if (!Chart) return <Waiting ref={setBox} aria-hidden />;
    return <Chart {...props} animate={Boolean(props.animate) && props.data !== firstData} />;
  }
  return Object.assign(Plot, { preload });
}
