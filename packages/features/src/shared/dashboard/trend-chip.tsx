import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';

import { Chip, VisuallyHidden } from '@atrium/ui';

import { useDashboardFormat } from './dashboard-format.ts';
import { useDashboardTexts } from './dashboard-texts.ts';

/**
 * A change against the previous period as a small coloured chip; the colour is backed by words
 * for screen readers ("up 12% on the previous period"). A rise is good (green) unless the figure
 * is one where less is better (`lowerIsBetter`: a delivery time, a complaint count).
 */
export function TrendChip({
  change,
  lowerIsBetter = false,
}: {
  change: number | null;
  lowerIsBetter?: boolean;
}) {
  const texts = useDashboardTexts();
  const format = useDashboardFormat();
  const text = format.change(change);
  if (change === null || change === 0) {
    return (
      <Chip
        size="sm"
        variant="tonal"
        color="secondary"
        icon={<IconMinus size={14} aria-hidden />}
        label={
          <>
            <span aria-hidden>{text}</span>
            <VisuallyHidden>{texts.trend('none', text)}</VisuallyHidden>
          </>
        }
      />
    );
  }
  const up = change > 0;
  const Icon = up ? IconArrowUpRight : IconArrowDownRight;
  return (
    <Chip
      size="sm"
      variant="tonal"
      color={up === lowerIsBetter ? 'error' : 'success'}
      icon={<Icon size={14} aria-hidden className="at-mirror-rtl" />}
      label={
        <>
          <span aria-hidden dir="ltr">
            {text}
          </span>
          <VisuallyHidden>{texts.trend(up ? 'up' : 'down', text)}</VisuallyHidden>
        </>
      }
    />
  );
}
