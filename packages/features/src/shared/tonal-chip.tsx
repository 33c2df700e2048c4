import type { ReactNode } from 'react';

import { Chip, type ColorName } from '@atrium/ui';

export interface TonalChipProps {
  color: ColorName;
  label: string;
  /** A small icon before the label (a role's). */
  icon?: ReactNode;
}

/** A status or a role in a table row or a summary: the small tonal chip the screens show it as. */
export function TonalChip({ color, label, icon }: TonalChipProps) {
  return <Chip size="sm" variant="tonal" color={color} label={label} icon={icon} />;
}
