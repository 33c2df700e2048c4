import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

import { ChartFrame, type ChartBaseProps } from './chart.tsx';
import { useChartMirror } from './chart-direction.ts';
import { nivoFrame, useChartTokens } from './chart-theme.ts';
import { HeatMapPlot } from './nivo-plots.ts';

export interface HeatmapChartRow {
  /** Row name (a weekday). */
  id: string;
  /** Cells in column order (hours, weeks). */
  data: Array<{ x: string; y: number }>;
}

export interface HeatmapChartProps extends ChartBaseProps {
  /** Rows of cells; every row has the same columns. */
  data: HeatmapChartRow[];
  /** Formats values in the cells, tooltip and table. */
  valueFormat?: (value: number) => string;
}

/** Heatmaps: orders by weekday and hour. Cells shade from the page colour to the primary. */
export const HeatmapChart = forwardRef<HTMLElement, HeatmapChartProps>(function HeatmapChart(
  { data, valueFormat = String, ...frame },
  ref,
) {
  const tokens = useChartTokens();
  const mirror = useChartMirror();
  const { t } = useTranslation('ui');
  const rowAxis = { tickSize: 0, tickPadding: 6 };
  const xs = data[0]?.data.map((c) => c.x) ?? [];
  const table = {
    columns: [t('chart.category'), ...xs],
    rows: data.map((row) => ({ label: row.id, values: row.data.map((c) => valueFormat(c.y)) })),
  };
  return (
    <ChartFrame ref={ref} table={table} {...frame}>
      {(size) => (
        <HeatMapPlot
          {...nivoFrame(size, tokens)}
          data={mirror.rtl ? data.map((row) => ({ ...row, data: mirror.order(row.data) })) : data}
          valueFormat={(v) => valueFormat(v)}
          margin={mirror.margin({ top: 32, right: 16, bottom: 16, left: 48 })}
          colors={{ type: 'sequential', colors: [tokens.subtle, tokens.primary] }}
          emptyColor={tokens.subtle}
          borderWidth={2}
          borderColor={tokens.paper}
          borderRadius={4}
          enableLabels={false}
          axisTop={{ tickSize: 0, tickPadding: 6 }}
          axisLeft={mirror.rtl ? null : rowAxis}
          axisRight={mirror.rtl ? rowAxis : null}
          axisBottom={null}
        />
      )}
    </ChartFrame>
  );
});
