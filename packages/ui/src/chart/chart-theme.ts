import type { LineSeries, LineSvgProps } from '@nivo/line';
import { useMemo, useSyncExternalStore } from 'react';

import { theme } from '../theme/theme.ts';
import type { ColorName } from '../theme/tokens.ts';
import type { PlotSize } from './use-plot-size.ts';

/** nivo's theme type, taken from one chart so no extra nivo package is needed. */
export type NivoTheme = NonNullable<LineSvgProps<LineSeries>['theme']>;

const tokens = {
  text: theme.color.text.primary,
  muted: theme.color.text.secondary,
  grid: theme.color.divider,
  paper: theme.color.paper,
  subtle: theme.color.subtle,
  primary: theme.color.primary.main,
  info: theme.color.info.main,
  success: theme.color.success.main,
  warning: theme.color.warning.main,
  error: theme.color.error.main,
  secondary: theme.color.secondary.main,
} as const;

export type ChartTokens = Record<keyof typeof tokens, string>;

function resolve(): string {
  const style = getComputedStyle(document.documentElement);
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tokens)) {
    const name = /^var\((--[^)]+)\)$/.exec(value)?.[1];
    // Without a stylesheet (jsdom) the variable is empty: keep var(), which browsers resolve.
    out[key] = (name && style.getPropertyValue(name).trim()) || value;
  }
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  out.motion = document.documentElement.dataset.motion === 'off' || reduced ? 'off' : 'on';
  return JSON.stringify(out);
}

/*
 * One reading for every chart: each chart asks for it at every render, and each reading is a
 * getComputedStyle (a style recalculation when the page has changed). It is dropped when <html>
 * changes (mode, skin and primary colour live there: data attributes and inline custom
 * properties) or the motion preference does, and when the first chart subscribes; with no chart
 * subscribed, at the end of the task.
 */
let cached: string | null = null;
const listeners = new Set<() => void>();
let stopWatching: (() => void) | null = null;

function invalidate(): void {
  cached = null;
  for (const listener of listeners) listener();
}

function watch(): () => void {
  const observer = new MutationObserver(invalidate);
  observer.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['data-mode', 'data-skin', 'data-motion', 'style', 'class'],
  });
  const motion = window.matchMedia?.('(prefers-reduced-motion: reduce)');
  motion?.addEventListener?.('change', invalidate);
  return () => {
    observer.disconnect();
    motion?.removeEventListener?.('change', invalidate);
  };
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  if (!stopWatching) {
    stopWatching = watch();
    // <html> may have changed between this chart's render and now, unseen (an appearance applied
    // in an effect): React reads the snapshot again after subscribing, so make that a fresh one.
    // Once watched, a change reaches every chart through the observer; dropping the reading at
    // each chart's subscription cost a style recalculation per chart.
    cached = null;
  }
  return () => {
    listeners.delete(onChange);
    if (listeners.size > 0) return;
    stopWatching?.();
    stopWatching = null;
    cached = null;
  };
}

function snapshot(): string {
  if (cached === null) {
    cached = resolve();
    // Unwatched, a reading holds for the render under way only.
    if (!stopWatching) queueMicrotask(() => (stopWatching ? undefined : (cached = null)));
  }
  return cached;
}

/**
 * The theme colours as real values: nivo computes with colours (hover shades, label contrast),
 * which it cannot do with `var(--…)`. Re-read whenever the mode or primary colour changes.
 */
export function useChartTokens(): ChartTokens & { animate: boolean } {
  const reading = useSyncExternalStore(subscribe, snapshot, () => '{}');
  return useMemo(() => {
    const parsed = JSON.parse(reading) as Partial<ChartTokens> & { motion?: string };
    return { ...tokens, ...parsed, animate: parsed.motion === 'on' };
  }, [reading]);
}

/** Series colours in a fixed order, distinguishable in both modes. */
/** The theme colours a chart's series take, in order: a list beside a chart matches them. */
export const chartColorNames = [
  'primary',
  'info',
  'success',
  'warning',
  'error',
  'secondary',
] as const satisfies readonly ColorName[];

export function paletteOf(t: ChartTokens): string[] {
  return chartColorNames.map((name) => t[name]);
}

export function nivoTheme(t: ChartTokens): NivoTheme {
  const text = { fill: t.muted, fontSize: 12, fontFamily: 'inherit' };
  return {
    background: 'transparent',
    text: { ...text, fill: t.text },
    axis: {
      domain: { line: { stroke: t.grid, strokeWidth: 1 } },
      ticks: { line: { stroke: t.grid, strokeWidth: 1 }, text },
      legend: { text: { ...text, fill: t.text, fontSize: 13 } },
    },
    grid: { line: { stroke: t.grid, strokeWidth: 1 } },
    crosshair: { line: { stroke: t.muted, strokeWidth: 1, strokeOpacity: 0.6 } },
    legends: { text: { ...text, fill: t.text } },
    labels: { text: { ...text, fill: t.text, fontWeight: 600 } },
    tooltip: {
      container: {
        background: theme.color.paper,
        color: theme.color.text.primary,
        fontSize: 13,
        borderRadius: 6,
        boxShadow: theme.surface.overlayShadow,
        border: theme.surface.border,
      },
    },
  };
}

/**
 * What every nivo chart here is given: the measured size of its plot, the theme, the motion
 * setting, and no role of its own.
 */
export function nivoFrame(size: PlotSize, t: ChartTokens & { animate: boolean }) {
  return {
    width: size.width,
    height: size.height,
    theme: nivoTheme(t),
    animate: t.animate,
    // The wrapper is the image (named, summarised); nivo's unnamed role="img" svg is not.
    role: 'presentation',
  };
}

/** Where a chart's legend sits; the swatches themselves look the same in every chart. */
export interface LegendPlacement {
  anchor?: 'bottom' | 'right';
  direction?: 'row' | 'column';
  translateX?: number;
  translateY?: number;
  itemWidth: number;
  itemHeight?: number;
}

/** A legend of round swatches, under the plot unless placed otherwise. */
export function swatchLegend<P extends LegendPlacement>({
  anchor = 'bottom',
  direction = 'row',
  itemHeight = 20,
  ...placement
}: P) {
  return [
    { anchor, direction, itemHeight, symbolSize: 10, symbolShape: 'circle' as const, ...placement },
  ];
}

/** The swatch legend of a chart with `count` series: none for a single series. */
export function seriesLegend<P extends LegendPlacement>(count: number, placement: P) {
  return count > 1 ? swatchLegend(placement) : [];
}
