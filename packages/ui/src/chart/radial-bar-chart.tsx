import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

import { ChartFrame, type ChartBaseProps } from './chart.tsx';
import { nivoFrame, paletteOf, swatchLegend, useChartTokens } from './chart-theme.ts';
import { RadialBarPlot } from './nivo-plots.ts';

export interface RadialBarChartDatum {
  /** Ring name (a goal, a channel). */
  id: string;
  /** Its value, against `maxValue`. */
  value: number;
}

export interface RadialBarChartProps extends ChartBaseProps {
  /** One ring per item. */
  data: RadialBarChartDatum[];
  /** The full circle's value (100 for percentages). */
  maxValue?: number;
  /** Formats values in the tooltip and table. */
  valueFormat?: (value: number) => string;
}

/** Radial bars: progress of several goals against the same maximum. */
export const RadialBarChart = forwardRef<HTMLElement, RadialBarChartProps>(function RadialBarChart(
  { data, maxValue = 100, valueFormat = String, ...frame },
  ref,
) {
  const tokens = useChartTokens();
  const { t } = useTranslation('ui');
  const table = {
    columns: [t('chart.category'), t('chart.value')],
    rows: data.map((d) => ({ label: d.id, values: [valueFormat(d.value)] })),
  };
  // Each ring is its own serie with one bar, so the legend names the rings.
  const series = data.map((d) => ({ id: d.id, data: [{ x: d.id, y: d.value }] }));
  return (
    <ChartFrame ref={ref} table={table} {...frame}>
      {(size) => (
        <RadialBarPlot
          {...nivoFrame(size, tokens)}
          data={series}
          colors={paletteOf(tokens)}
          maxValue={maxValue}
          valueFormat={valueFormat}
          margin={{ top: 16, right: 120, bottom: 16, left: 16 }}
          innerRadius={0.3}
          padding={0.35}
          cornerRadius={4}
          endAngle={270}
          tracksColor={tokens.subtle}
          enableRadialGrid={false}
          enableCircularGrid={false}
          radialAxisStart={null}
          circularAxisOuter={null}
          legends={swatchLegend({
            anchor: 'right',
            direction: 'column',
            translateX: 100,
            itemWidth: 90,
          })}
        />
      )}
    </ChartFrame>
  );
});
