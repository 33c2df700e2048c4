import type { ReactNode } from 'react';

import { List, Stack, Typography, type ListItemProps } from '@atrium/ui';

import { useDashboardFormat } from './dashboard-format.ts';
import { DashboardLink } from './dashboard-link.tsx';

/** A list row's second line: who, then when. */
export function WhoAndWhen({ who, date }: { who: string; date: string }) {
  const format = useDashboardFormat();
  return (
    <>
      <bdi>{who}</bdi> ·{' '}
      {/* The second line is set in body2 by the list: the same style, kept on one line. */}
      <Typography as="bdi" variant="body2" color="inherit" nowrap>
        {format.date(date)}
      </Typography>
    </>
  );
}

/** A list row's end: the amount, with its state under it. */
export function AmountAndState({
  amount,
  gap,
  children,
}: {
  amount: number | string;
  gap: 0 | 1;
  children: ReactNode;
}) {
  const format = useDashboardFormat();
  return (
    <Stack gap={gap} align="end">
      <Typography variant="body2" weight="semibold">
        {format.money(amount)}
      </Typography>
      {children}
    </Stack>
  );
}

/** A list card's row whose name opens the matching screen. */
export function LinkedListItem({
  to,
  testId,
  start,
  secondary,
  action,
  children,
}: Pick<ListItemProps, 'start' | 'secondary' | 'action'> & {
  to: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <List.Item start={start} secondary={secondary} action={action}>
      <DashboardLink to={to} testId={testId}>
        {children}
      </DashboardLink>
    </List.Item>
  );
}
