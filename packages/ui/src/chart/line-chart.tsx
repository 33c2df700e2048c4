import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

import { ChartFrame, type ChartBaseProps } from './chart.tsx';
import { useChartMirror } from './chart-direction.ts';
import { nivoFrame, paletteOf, seriesLegend, useChartTokens } from './chart-theme.ts';
import { LinePlot } from './nivo-plots.ts';

export interface LineChartSeries {
  /** Series name, shown in the legend and the data table. */
  id: string;
  /** Points in x order; every series shares the same x values. */
  data: Array<{ x: string; y: number }>;
}

export interface LineChartProps extends ChartBaseProps {
  /** One or more series over the same x values (months, days). */
  data: LineChartSeries[];
  /** Fills the area under each line. */
  area?: boolean;
  /** Stacks the series (with `area`, a stacked area chart). */
  stacked?: boolean;
  /** Formats values in the axis, tooltip and table ("$12.4k"). */
  valueFormat?: (value: number) => string;
  /** Label of the x column in the data table. */
  xLabel?: string;
}

/** Line and area charts: monthly revenue, orders per day. */
export const LineChart = forwardRef<HTMLElement, LineChartProps>(function LineChart(
  { data, area = false, stacked = false, valueFormat = String, xLabel, ...frame },
  ref,
) {
  const tokens = useChartTokens();
  const mirror = useChartMirror();
  const { t } = useTranslation('ui');
  const valueAxis = { format: (v: number) => valueFormat(v), tickValues: 5 };
  const xs = data[0]?.data.map((p) => p.x) ?? [];
  const table = {
    columns: [xLabel ?? t('chart.category'), ...data.map((s) => s.id)],
    rows: xs.map((x, i) => ({
      label: x,
      values: data.map((s) => valueFormat(s.data[i]?.y ?? 0)),
    })),
  };
  return (
    <ChartFrame ref={ref} table={table} {...frame}>
      {(size) => (
        <LinePlot
          {...nivoFrame(size, tokens)}
          data={mirror.rtl ? data.map((s) => ({ ...s, data: mirror.order(s.data) })) : data}
          colors={paletteOf(tokens)}
          margin={mirror.margin({
            top: 12,
            right: 16,
            bottom: data.length > 1 ? 64 : 36,
            left: 56,
          })}
          // An area fills down to zero, so the scale must include it.
          yScale={{ type: 'linear', min: area || stacked ? 0 : 'auto', max: 'auto', stacked }}
          yFormat={(v) => valueFormat(Number(v))}
          axisLeft={mirror.rtl ? null : valueAxis}
          axisRight={mirror.rtl ? valueAxis : null}
          axisBottom={{ tickPadding: 8 }}
          gridYValues={5}
          enableGridX={false}
          curve="monotoneX"
          lineWidth={2.5}
          enableArea={area}
          areaOpacity={0.15}
          pointSize={area ? 0 : 6}
          pointColor={tokens.paper}
          pointBorderWidth={2}
          pointBorderColor={{ from: 'seriesColor' }}
          useMesh
          enableSlices="x"
          legends={seriesLegend(data.length, { translateY: 56, itemWidth: 110 })}
        />
      )}
    </ChartFrame>
  );
});
