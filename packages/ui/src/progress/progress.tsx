import { forwardRef, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

import { numberFormat } from '../i18n/intl-cache.ts';
import type { ColorName } from '../theme/tokens.ts';
import {
  CircularRoot,
  LinearBar,
  LinearBuffer,
  LinearTrack,
  LinearWrapper,
  ProgressLabel,
  type ProgressSize,
} from './progress.styles.ts';

const diameters: Record<ProgressSize, number> = { sm: 24, md: 40, lg: 56 };

export interface ProgressProps extends HTMLAttributes<HTMLDivElement> {
  /** A bar (`linear`) or a ring (`circular`). */
  variant?: 'linear' | 'circular';
  /** Percent done (0–100); leave undefined while the amount of work is unknown (indeterminate). */
  value?: number;
  /** Linear only: how much is buffered or prepared ahead of `value` (0–100). */
  buffer?: number;
  /** Show the percentage next to the bar or inside the ring. */
  showLabel?: boolean;
  /** Theme colour. */
  color?: ColorName;
  /** Bar thickness or ring diameter. */
  size?: ProgressSize;
}

const clamp = (n: number) => Math.min(100, Math.max(0, n));

/** How far a task has come, as a bar or ring; indeterminate while the total is unknown. */
export const Progress = forwardRef<HTMLDivElement, ProgressProps>(function Progress(
  {
    variant = 'linear',
    value,
    buffer,
    showLabel = false,
    color = 'primary',
    size = 'md',
    'aria-label': ariaLabel,
    'aria-labelledby': labelledBy,
    ...rest
  },
  ref,
) {
  const { t, i18n } = useTranslation('ui');
  const determinate = value !== undefined;
  const pct = determinate ? clamp(value) : 0;
  const text = numberFormat(i18n.language, { style: 'percent' }).format(pct / 100);
  const rootProps = {
    value: determinate ? pct : null,
    max: 100,
    getValueLabel: () => text,
    'data-size': size,
    'aria-labelledby': labelledBy,
    'aria-label': ariaLabel ?? (labelledBy ? undefined : t('progress.label')),
  };
  const label = showLabel && determinate && <ProgressLabel aria-hidden>{text}</ProgressLabel>;

  if (variant === 'circular') {
    const px = diameters[size];
    const stroke = size === 'sm' ? 3 : 4;
    const r = (px - stroke) / 2;
    const c = 2 * Math.PI * r;
    const shown = determinate ? pct : 25;
    return (
      <CircularRoot ref={ref} data-color={color} {...rootProps} {...rest}>
        <svg width={px} height={px} viewBox={`0 0 ${px} ${px}`} aria-hidden focusable={false}>
          <circle data-track cx={px / 2} cy={px / 2} r={r} strokeWidth={stroke} />
          <circle
            data-bar
            cx={px / 2}
            cy={px / 2}
            r={r}
            strokeWidth={stroke}
            strokeDasharray={c}
            strokeDashoffset={c * (1 - shown / 100)}
          />
        </svg>
        {size !== 'sm' && label}
      </CircularRoot>
    );
  }

  const { className, style, ...trackProps } = rest;
  return (
    <LinearWrapper className={className} style={style} data-color={color}>
      <LinearTrack ref={ref} {...rootProps} {...trackProps}>
        {buffer !== undefined && (
          <LinearBuffer aria-hidden style={{ inlineSize: `${clamp(buffer)}%` }} />
        )}
        <LinearBar style={determinate ? { inlineSize: `${pct}%` } : undefined} />
      </LinearTrack>
      {label}
    </LinearWrapper>
  );
});
