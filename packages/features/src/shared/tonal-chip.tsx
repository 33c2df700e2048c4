import { Chip, type ColorName } from '@atrium/ui';

export interface TonalChipProps {
  color: ColorName;
  label: string;
}

/** A status or a role in a table row or a summary: the small tonal chip the screens show it as. */
export function TonalChip({ color, label }: TonalChipProps) {
  return <Chip size="sm" variant="tonal" color={color} label={label} />;
}
