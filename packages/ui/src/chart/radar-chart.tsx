import { forwardRef } from 'react';

import { ChartFrame, keyedTable, type ChartBaseProps } from './chart.tsx';
import { nivoFrame, paletteOf, seriesLegend, useChartTokens } from './chart-theme.ts';
import { RadarPlot } from './nivo-plots.ts';

export interface RadarChartProps extends ChartBaseProps {
  /** One object per axis: `{ metric: 'Delivery', 'This year': 80, 'Last year': 65 }`. */
  data: Array<Record<string, string | number>>;
  /** The series to draw, one colour each. */
  keys: string[];
  /** The field naming each axis. */
  indexBy: string;
  /** Formats values in the tooltip and table. */
  valueFormat?: (value: number) => string;
}

/** Radar charts: compare a few series over the same dimensions (ratings by category). */
export const RadarChart = forwardRef<HTMLElement, RadarChartProps>(function RadarChart(
  { data, keys, indexBy, valueFormat = String, ...frame },
  ref,
) {
  const tokens = useChartTokens();
  const table = keyedTable(data, keys, indexBy, valueFormat);
  return (
    <ChartFrame ref={ref} table={table} {...frame}>
      {(size) => (
        <RadarPlot
          {...nivoFrame(size, tokens)}
          data={data}
          keys={keys}
          indexBy={indexBy}
          colors={paletteOf(tokens)}
          valueFormat={(v) => valueFormat(v)}
          margin={{ top: 32, right: 72, bottom: 56, left: 72 }}
          borderWidth={2}
          fillOpacity={0.2}
          dotSize={6}
          dotColor={tokens.paper}
          dotBorderWidth={2}
          gridLabelOffset={16}
          legends={seriesLegend(keys.length, { translateY: 48, itemWidth: 100 })}
        />
      )}
    </ChartFrame>
  );
});
