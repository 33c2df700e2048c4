import { forwardRef, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

import type { ColorName } from '../theme/tokens.ts';
import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx';
import { SpinnerRoot, SpinnerSvg, spinnerSizes, type SpinnerSize } from './spinner.styles.ts';

export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
  /** A named size or a diameter in pixels. */
  size?: SpinnerSize | number;
  /** Theme colour, or `inherit` to follow the text colour. */
  color?: ColorName | 'inherit';
  /** What is loading, read by screen readers; defaults to a translated "Loading…". */
  label?: string;
}

/** An indeterminate circular activity indicator, announced as a status. */
export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner(
  { size = 'md', color = 'primary', label, ...rest },
  ref,
) {
  const { t } = useTranslation('ui');
  const px = typeof size === 'number' ? size : spinnerSizes[size];
  const name = label ?? t('spinner.label');
  // Thicker strokes on small spinners keep them visible.
  const stroke = px <= 16 ? 2.5 : px <= 24 ? 3 : 4;
  const r = 12 - stroke / 2;
  const circumference = 2 * Math.PI * r;
  return (
    <SpinnerRoot ref={ref} role="status" aria-label={name} data-color={color} {...rest}>
      <SpinnerSvg width={px} height={px} viewBox="0 0 24 24" aria-hidden focusable={false}>
        <circle data-track cx="12" cy="12" r={r} strokeWidth={stroke} />
        <circle
          cx="12"
          cy="12"
          r={r}
          strokeWidth={stroke}
          strokeDasharray={`${circumference * 0.3} ${circumference}`}
        />
      </SpinnerSvg>
      <VisuallyHidden>{name}</VisuallyHidden>
    </SpinnerRoot>
  );
});
