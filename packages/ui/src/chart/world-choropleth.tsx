import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

import { mix, parseHex } from '../theme/color.ts';
import { ChartFrame, type ChartBaseProps } from './chart.tsx';
import { nivoFrame, useChartTokens, type ChartTokens } from './chart-theme.ts';
import { WorldPlot } from './nivo-plots.ts';
import type { PlotSize } from './use-plot-size.ts';

export interface WorldChoroplethDatum {
  /** ISO 3166-1 numeric code of the country, as text ("250" for France): the map's key. */
  id: string;
  /** The country's name, in the data table (and the tooltip). */
  label: string;
  /** The figure the country is coloured by. */
  value: number;
}

export interface WorldChoroplethProps extends ChartBaseProps {
  /** One entry per country with a figure; the others are drawn in the neutral colour. */
  data: WorldChoroplethDatum[];
  /** Formats values in the tooltip and table. */
  valueFormat?: (value: number) => string;
  /** Header of the country column in the data table. */
  labelHeader?: string;
  /** Header of the value column in the data table. */
  valueHeader?: string;
}

/** Five steps from the page's paper to the primary colour: the fuller, the larger the figure. */
function shadesOf(t: ChartTokens): string[] {
  if (!parseHex(t.primary) || !parseHex(t.paper)) return [t.primary];
  return [0.82, 0.64, 0.46, 0.24, 0].map((amount) => mix(t.primary, t.paper, amount));
}

/**
 * Natural Earth's projection, scaled to the plot: at scale 1 the world without Antarctica spans
 * about 5.5 × 2.4 units, its middle 0.2 units north of the equator.
 */
function fitWorld({ width, height }: PlotSize) {
  const scale = Math.min(width / 5.5, height / 2.45);
  return {
    projectionType: 'naturalEarth1' as const,
    projectionScale: scale,
    projectionTranslation: [0.5, (height / 2 + 0.2 * scale) / height] as [number, number],
  };
}

/** A world map of a figure per country (orders by country); the same figures are in a table. */
export const WorldChoropleth = forwardRef<HTMLElement, WorldChoroplethProps>(
  function WorldChoropleth(
    { data, valueFormat = String, labelHeader, valueHeader, ...frame },
    ref,
  ) {
    const tokens = useChartTokens();
    const { t } = useTranslation('ui');
    const table = {
      columns: [labelHeader ?? t('chart.country'), valueHeader ?? t('chart.value')],
      rows: [...data]
        .sort((a, b) => b.value - a.value)
        .map((d) => ({ label: d.label, values: [valueFormat(d.value)] })),
    };
    const max = Math.max(1, ...data.map((d) => d.value));
    return (
      <ChartFrame ref={ref} table={table} {...frame}>
        {(size) => (
          <WorldPlot
            {...nivoFrame(size, tokens)}
            {...fitWorld(size)}
            data={data}
            domain={[0, max]}
            colors={shadesOf(tokens)}
            unknownColor={tokens.subtle}
            borderWidth={0.5}
            borderColor={tokens.paper}
            label="data.label"
            valueFormat={valueFormat}
          />
        )}
      </ChartFrame>
    );
  },
);
