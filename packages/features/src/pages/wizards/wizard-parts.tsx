import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { Card, Divider, EmptyState, Stack, Typography } from '@atrium/ui';

export interface SummaryRow {
  key: string;
  label: string;
  value: ReactNode;
  /** The bottom line (a total), in bold above a divider. */
  strong?: boolean;
}

function Rows({ rows }: { rows: readonly SummaryRow[] }) {
  return (
    <Stack as="dl" gap={3}>
      {rows.map(({ key, label, value, strong }) => (
        <Stack key={key} direction="row" justify="between" gap={4} align="start">
          <Typography
            as="dt"
            variant="body2"
            color={strong ? 'primary' : 'secondary'}
            weight={strong ? 'semibold' : undefined}
          >
            {label}
          </Typography>
          <Typography
            as="dd"
            variant="body2"
            weight={strong ? 'semibold' : 'medium'}
            data-testid={`summary-${key}`}
          >
            {value}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * "Label … value" lines as description lists: totals, and each wizard's review. The strong rows
 * (a total) come after a divider.
 */
export function SummaryList({ rows }: { rows: readonly SummaryRow[] }) {
  const plain = rows.filter((row) => !row.strong);
  const strong = rows.filter((row) => row.strong);
  return (
    <Stack gap={3}>
      <Rows rows={plain} />
      {strong.length > 0 ? (
        <>
          <Divider />
          <Rows rows={strong} />
        </>
      ) : null}
    </Stack>
  );
}

/** The screen after a wizard stored its result: what was created and where to go next. */
export function WizardDone({
  title,
  message,
  actions,
}: {
  title: string;
  message: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Card data-testid="wizard-done">
      <Card.Content>
        <EmptyState
          role="status"
          color="success"
          icon={<IconCircleCheck size={32} />}
          title={title}
          description={message}
          action={actions}
        />
      </Card.Content>
    </Card>
  );
}
