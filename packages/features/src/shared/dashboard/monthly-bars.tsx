import type { ReactNode } from 'react';

import { BarChart, Grid, Stack, Typography } from '@atrium/ui';

import { useDashboardFormat } from './dashboard-format.ts';

export interface MonthlyBarsProps<M extends { month: string }> {
  /** The months shown, oldest first (`YYYY-MM`). */
  months: readonly M[];
  /** The chart's name and the sentence a screen reader hears for it. */
  title: string;
  summary: string;
  /** The legend's name of the axis of months. */
  monthLabel: string;
  /** A month's bars: each its legend label and its value. */
  bars: readonly { label: string; value: (month: M) => number }[];
  /** The totals beside the chart (`ChartTotal`s). */
  children: ReactNode;
}

/**
 * Grouped bars per month with the totals beside them: a row under the chart on phones, a column
 * beside it from tablets. Axis values are compact plain numbers: compact currency is too wide for
 * the axis in some languages; the title names the unit and the totals carry it.
 */
export function MonthlyBars<M extends { month: string }>({
  months,
  title,
  summary,
  monthLabel,
  bars,
  children,
}: MonthlyBarsProps<M>) {
  const format = useDashboardFormat();
  return (
    <Grid columns={{ xs: 1, md: 4 }} gap={6}>
      <Grid.Item span={{ xs: 1, md: 3 }}>
        <BarChart
          hideTitle
          showDataToggle={false}
          height={300}
          title={title}
          summary={summary}
          indexBy={monthLabel}
          keys={bars.map((bar) => bar.label)}
          valueFormat={(v) => format.number(v, true)}
          data={months.map((m) => ({
            [monthLabel]: format.month(m.month),
            ...Object.fromEntries(bars.map((bar) => [bar.label, bar.value(m)])),
          }))}
        />
      </Grid.Item>
      <Grid columns={{ xs: 3, md: 1 }} gap={4} alignContent="center">
        {children}
      </Grid>
    </Grid>
  );
}

/** One total beside a chart: its label over its figure, in its series' colour. */
export function ChartTotal({
  label,
  value,
  color,
  testId,
}: {
  label: string;
  value: string;
  color: 'brand' | 'info' | 'success';
  testId?: string;
}) {
  return (
    <Stack gap={1}>
      <Typography variant="caption" color="secondary">
        {label}
      </Typography>
      <Typography variant="h6" as="p" color={color} data-testid={testId}>
        {value}
      </Typography>
    </Stack>
  );
}
