import type { BarDatum } from '@nivo/bar';
import { forwardRef } from 'react';

import { ChartFrame, keyedTable, type ChartBaseProps } from './chart.tsx';
import { useChartMirror } from './chart-direction.ts';
import { nivoFrame, paletteOf, seriesLegend, useChartTokens } from './chart-theme.ts';
import { BarPlot } from './nivo-plots.ts';

export interface BarChartProps extends ChartBaseProps {
  /** One object per bar group: `{ month: 'Jan', Online: 120, Retail: 80 }`. */
  data: BarDatum[];
  /** The numeric fields to draw, one colour each. */
  keys: string[];
  /** The field naming each group (the category axis). */
  indexBy: string;
  /** Stacks the keys into one bar per group. */
  stacked?: boolean;
  /** Horizontal bars (long category names). */
  horizontal?: boolean;
  /** Formats values in the axis, tooltip and table. */
  valueFormat?: (value: number) => string;
}

/** Bar and stacked bar charts: orders by status, revenue by channel. */
export const BarChart = forwardRef<HTMLElement, BarChartProps>(function BarChart(
  { data, keys, indexBy, stacked = false, horizontal = false, valueFormat = String, ...frame },
  ref,
) {
  const tokens = useChartTokens();
  const mirror = useChartMirror();
  const table = keyedTable(data, keys, indexBy, valueFormat);
  const valueAxis = { format: (v: number) => valueFormat(v), tickValues: 5 };
  // Vertical bars put their categories in reading order; horizontal ones grow from the start side.
  const categoryAxis = { tickPadding: 8 };
  const sideAxis = horizontal ? categoryAxis : valueAxis;
  return (
    <ChartFrame ref={ref} table={table} {...frame}>
      {(size) => (
        <BarPlot
          {...nivoFrame(size, tokens)}
          data={horizontal ? data : mirror.order(data)}
          keys={keys}
          indexBy={indexBy}
          colors={paletteOf(tokens)}
          groupMode={stacked ? 'stacked' : 'grouped'}
          layout={horizontal ? 'horizontal' : 'vertical'}
          margin={mirror.margin({
            top: 12,
            right: 16,
            bottom: keys.length > 1 ? 64 : 36,
            // Room for a product name ("Aurora headphones") beside a horizontal bar.
            left: horizontal ? 136 : 56,
          })}
          valueScale={{
            type: 'linear',
            nice: true,
            round: false,
            reverse: horizontal && mirror.rtl,
          }}
          padding={0.3}
          innerPadding={stacked ? 0 : 2}
          borderRadius={4}
          valueFormat={valueFormat}
          enableLabel={false}
          axisLeft={mirror.rtl ? null : sideAxis}
          axisRight={mirror.rtl ? sideAxis : null}
          axisBottom={horizontal ? valueAxis : categoryAxis}
          gridYValues={5}
          enableGridX={horizontal}
          enableGridY={!horizontal}
          legends={seriesLegend(keys.length, {
            dataFrom: 'keys' as const,
            translateY: 56,
            itemWidth: 100,
          })}
        />
      )}
    </ChartFrame>
  );
});
