export { ChartFrame, type ChartBaseProps, type ChartTableData } from './chart.tsx';
export { chartColorNames, useChartTokens, type ChartTokens } from './chart-theme.ts';
export { BarChart, type BarChartProps } from './bar-chart.tsx';
export { HeatmapChart, type HeatmapChartProps, type HeatmapChartRow } from './heatmap-chart.tsx';
export { LineChart, type LineChartProps, type LineChartSeries } from './line-chart.tsx';
export { PieChart, type PieChartDatum, type PieChartProps } from './pie-chart.tsx';
export { RadarChart, type RadarChartProps } from './radar-chart.tsx';
export {
  RadialBarChart,
  type RadialBarChartDatum,
  type RadialBarChartProps,
} from './radial-bar-chart.tsx';
export { Sparkline, type SparklineProps } from './sparkline.tsx';
export {
  WorldChoropleth,
  type WorldChoroplethDatum,
  type WorldChoroplethProps,
} from './world-choropleth.tsx';
export { preloadCharts } from './nivo-plots.ts';
