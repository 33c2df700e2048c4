import type { ReactNode } from 'react';

import { Stack, Typography, type TypographyProps } from '@atrium/ui';

import { TrendChip } from './trend-chip.tsx';

interface HeadlineFigureProps {
  /** The figure, formatted. */
  value: string;
  /** What the figure is, in a caption line under it. */
  caption: string;
  /** The change against the previous period: a trend chip starts the caption line. */
  trend?: number | null;
  variant?: TypographyProps['variant'];
  color?: TypographyProps['color'];
  /** `end` for a second figure at the end of a row. */
  align?: 'end';
  testId?: string;
}

/** A card's headline figure with the caption line that says what it is. */
export function HeadlineFigure({
  value,
  caption,
  trend,
  variant = 'h3',
  color,
  align,
  testId,
}: HeadlineFigureProps) {
  const captionLine: ReactNode = (
    <Typography variant="caption" color="secondary">
      {caption}
    </Typography>
  );
  return (
    <Stack gap={1} align={align}>
      <Typography variant={variant} as="p" color={color} data-testid={testId}>
        {value}
      </Typography>
      {trend === undefined ? (
        captionLine
      ) : (
        <Stack direction="row" gap={2} align="center" wrap>
          <TrendChip change={trend} />
          {captionLine}
        </Stack>
      )}
    </Stack>
  );
}
