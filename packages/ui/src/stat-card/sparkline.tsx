import { useTranslation } from 'react-i18next';

import { numberFormat } from '../i18n/intl-cache.ts';
import type { ColorName } from '../theme/tokens.ts';
import { Sparkline as StyledSparkline } from './stat-card.styles.ts';

const W = 100;
const H = 40;

/** Points of a polyline that fills a W×H box, highest value at the top. */
export function sparklinePoints(data: readonly number[]): [number, number][] {
  if (data.length === 0) return [];
  const min = Math.min(...data);
  const span = Math.max(...data) - min || 1;
  const step = data.length > 1 ? W / (data.length - 1) : 0;
  return data.map((v, i) => [
    Math.round(i * step * 100) / 100,
    Math.round((H - ((v - min) / span) * H) * 100) / 100,
  ]);
}

export interface SparklineProps {
  data: readonly number[];
  color: ColorName;
  label?: string | undefined;
}

/** A tiny trend line; one spoken sentence stands in for the picture. */
export function Sparkline({ data, color, label }: SparklineProps) {
  const { t, i18n } = useTranslation('ui');
  const format = numberFormat(i18n.language);
  const points = sparklinePoints(data);
  const line = points.map(([x, y]) => `${x},${y}`).join(' ');
  const name =
    label ??
    t('statCard.sparkline', {
      count: data.length,
      first: format.format(data[0] ?? 0),
      last: format.format(data[data.length - 1] ?? 0),
    });
  return (
    <StyledSparkline
      role="img"
      aria-label={name}
      viewBox={`0 0 ${W} ${H}`}
      preserveAspectRatio="none"
      data-color={color}
      className="at-mirror-rtl"
    >
      <polygon points={`0,${H} ${line} ${W},${H}`} />
      <polyline points={line} vectorEffect="non-scaling-stroke" />
    </StyledSparkline>
  );
}
