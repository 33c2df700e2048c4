import { createElement } from 'react';
import type { ChoroplethProps } from '@nivo/geo';

import { loadWorldShapes } from '../map/world-shapes.ts';
import { lazyPlot } from './lazy-plot.tsx';

type WorldPlotProps = Omit<ChoroplethProps, 'features'> & {
  width: number;
  height: number;
  /** nivo's maps do not animate; taken so the plot fits the other charts' frame. */
  animate?: boolean;
};

/*
 * The nivo charts, each in a chunk of its own that loads after the first paint (see lazyPlot):
 * a screen pays only for the kinds of chart it draws, and only once its text is on screen.
 */
export const BarPlot = lazyPlot(async () => (await import('@nivo/bar')).Bar);
export const HeatMapPlot = lazyPlot(async () => (await import('@nivo/heatmap')).HeatMap);
export const LinePlot = lazyPlot(async () => (await import('@nivo/line')).Line);
export const PiePlot = lazyPlot(async () => (await import('@nivo/pie')).Pie);
export const RadarPlot = lazyPlot(async () => (await import('@nivo/radar')).Radar);
export const RadialBarPlot = lazyPlot(async () => (await import('@nivo/radial-bar')).RadialBar);
/** The world choropleth: nivo's map and the world's shapes travel together, after the paint. */
export const WorldPlot = lazyPlot<WorldPlotProps>(async () => {
  const [{ Choropleth }, world] = await Promise.all([import('@nivo/geo'), loadWorldShapes()]);
  const features = [...world];
  return function WorldChoroplethPlot({ animate: _still, ...props }: WorldPlotProps) {
    return createElement(Choropleth, { ...props, features });
  };
});

/**
 * Loads every chart library now, so charts draw in their first render: Storybook's loaders call
 * it, so a story's first picture (and a screenshot test's) already has its charts.
 */
export async function preloadCharts(): Promise<void> {
  await Promise.all(
    [BarPlot, HeatMapPlot, LinePlot, PiePlot, RadarPlot, RadialBarPlot, WorldPlot].map((plot) =>
      plot.preload(),
    ),
  );
}
