import type { TablerIcon } from '@tabler/icons-react';

import type { ColorName } from '../theme/tokens.ts';

/** A KPI for a StatCard story, as one row: title, figure, signed change, icon and colour. */
export type KpiRow = [
  title: string,
  value: string,
  change: string,
  icon: TablerIcon,
  color: ColorName,
];

/** StatCard props for a KPI row; the change's sign gives the trend's direction. */
export const kpiProps = ([title, value, change, Icon, color]: KpiRow, iconSize: number) => ({
  title,
  value,
  color,
  icon: <Icon size={iconSize} />,
  trend: { value: change, direction: change.startsWith('+') ? ('up' as const) : ('down' as const) },
});
