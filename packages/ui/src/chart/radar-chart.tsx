import { Radar } from '@nivo/radar';
import { forwardRef } from 'react';

import { ChartFrame, type ChartBaseProps } from './chart.tsx';
import { nivoFrame, paletteOf, useChartTokens } from './chart-theme.ts';

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
  const table = {
    columns: [indexBy, ...keys],
    rows: data.map((d) => ({
      label: String(d[indexBy]),
      values: keys.map((k) => valueFormat(Number(d[k] ?? 0))),
    })),
  };
  return (
    <ChartFrame ref={ref} table={table} {...frame}>
      {(size) => (
        <Radar
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
          legends={
            keys.length > 1
              ? [
                  {
                    anchor: 'bottom',
                    direction: 'row',
                    translateY: 48,
                    itemWidth: 100,
                    itemHeight: 20,
                    symbolSize: 10,
                    symbolShape: 'circle',
                  },
                ]
              : []
          }
        />
      )}
    </ChartFrame>
  );
});
