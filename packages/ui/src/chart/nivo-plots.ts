import { lazyPlot } from './lazy-plot.tsx';

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

/**
 * Loads every chart library now, so charts draw in their first render: Storybook's loaders call
 * it, so a story's first picture (and a screenshot test's) already has its charts.
 */
export async function preloadCharts(): Promise<void> {
  await Promise.all(
    [BarPlot, HeatMapPlot, LinePlot, PiePlot, RadarPlot, RadialBarPlot].map((plot) =>
      plot.preload(),
    ),
  );
}
