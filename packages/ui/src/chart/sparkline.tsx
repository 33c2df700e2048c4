import { forwardRef, useMemo, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

import type { ColorName } from '../theme/tokens.ts';
import { mergeRefs } from '../field/merge-refs.ts';
import { useChartTokens } from './chart-theme.ts';
import { usePlotSize } from './use-plot-size.ts';
import { LinePlot } from './nivo-plots.ts';

export interface SparklineProps extends HTMLAttributes<HTMLDivElement> {
  /** The values, oldest first. */
  data: number[];
  /** What the values are ("Daily orders"), for the accessible name. */
  label: string;
  /** Line colour. */
  color?: ColorName;
  /** Height in px; the width follows the container. */
  height?: number;
  /** Fills under the line. */
  area?: boolean;
}

/** A tiny trend line without axes, for KPI cards; named with its range for screen readers. */
export const Sparkline = forwardRef<HTMLDivElement, SparklineProps>(function Sparkline(
  { data, label, color = 'primary', height = 48, area = true, style, className, ...rest },
  ref,
) {
  const tokens = useChartTokens();
  const { t } = useTranslation('ui');
  const first = data[0] ?? 0;
  const last = data.at(-1) ?? 0;
  const name = t('chart.sparkline', { label, count: data.length, first, last });
  const [plotRef, size] = usePlotSize();
  const refs = useMemo(() => mergeRefs(ref, plotRef), [ref, plotRef]);
  return (
    // Oldest first reads from the start side: mirrored in right-to-left (the line has no text).
    <div
      ref={refs}
      role="img"
      aria-label={name}
      style={{ height, ...style }}
      className={className ? `at-mirror-rtl ${className}` : 'at-mirror-rtl'}
      {...rest}
    >
      {size && size.width > 0 && (
        <LinePlot
          width={size.width}
          height={size.height}
          data={[{ id: label, data: data.map((y, x) => ({ x, y })) }]}
          colors={[tokens[color]]}
          animate={tokens.animate}
          // The wrapper is the image (named, summarised); nivo's unnamed role="img" svg is not.
          role="presentation"
          margin={{ top: 4, right: 2, bottom: 4, left: 2 }}
          xScale={{ type: 'point' }}
          yScale={{ type: 'linear', min: 'auto', max: 'auto' }}
          curve="monotoneX"
          lineWidth={2}
          enableArea={area}
          areaOpacity={0.15}
          enablePoints={false}
          enableGridX={false}
          enableGridY={false}
          axisBottom={null}
          axisLeft={null}
          isInteractive={false}
          layers={['areas', 'lines']}
        />
      )}
    </div>
  );
});
