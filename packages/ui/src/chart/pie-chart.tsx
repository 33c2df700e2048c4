import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

import { ChartFrame, type ChartBaseProps } from './chart.tsx';
import { nivoFrame, paletteOf, swatchLegend, useChartTokens } from './chart-theme.ts';
import { PiePlot } from './nivo-plots.ts';

export interface PieChartDatum {
  /** Slice name. */
  id: string;
  /** Slice value. */
  value: number;
}

export interface PieChartProps extends ChartBaseProps {
  /** The slices, in drawing order. */
  data: PieChartDatum[];
  /** A ring instead of a full disc. */
  donut?: boolean;
  /** Formats values in the tooltip and table. */
  valueFormat?: (value: number) => string;
  /** Header of the label column in the data table. */
  labelHeader?: string;
  /** Header of the value column in the data table. */
  valueHeader?: string;
  /**
   * The swatch legend under the plot; off when the card lists the slices beside the chart (a
   * narrow card, where five swatches do not fit on one line).
   */
  legend?: boolean;
}

/** Pie and donut charts: orders by status, traffic by source. */
export const PieChart = forwardRef<HTMLElement, PieChartProps>(function PieChart(
  { data, donut = false, valueFormat = String, labelHeader, valueHeader, legend = true, ...frame },
  ref,
) {
  const tokens = useChartTokens();
  const { t } = useTranslation('ui');
  const total = data.reduce((sum, d) => sum + d.value, 0);
  const table = {
    columns: [labelHeader ?? t('chart.category'), valueHeader ?? t('chart.value'), '%'],
    rows: data.map((d) => ({
      label: d.id,
      values: [valueFormat(d.value), total ? `${Math.round((d.value / total) * 100)}%` : '0%'],
    })),
  };
  return (
    <ChartFrame ref={ref} table={table} {...frame}>
      {(size) => (
        <PiePlot
          {...nivoFrame(size, tokens)}
          data={data}
          colors={paletteOf(tokens)}
          margin={{ top: 16, right: 16, bottom: legend ? 48 : 16, left: 16 }}
          innerRadius={donut ? 0.6 : 0}
          padAngle={donut ? 1.5 : 0.5}
          cornerRadius={donut ? 4 : 0}
          borderWidth={0}
          valueFormat={valueFormat}
          enableArcLinkLabels={false}
          enableArcLabels={false}
          legends={legend ? swatchLegend({ translateY: 40, itemWidth: 90, itemHeight: 18 }) : []}
        />
      )}
    </ChartFrame>
  );
});
