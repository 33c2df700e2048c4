import { Stack, Typography } from '@atrium/ui';

export interface DetailItem {
  label: string;
  value: string;
}

/** Labelled values as a description list (a client's details, the payment details). */
export function DetailList({ items, testId }: { items: DetailItem[]; testId?: string }) {
  return (
    <Stack as="dl" gap={1} data-testid={testId}>
      {items.map(({ label, value }) => (
        <Stack key={label} direction="row" gap={2} wrap>
          <Typography as="dt" variant="body2" color="secondary">
            {label}:
          </Typography>
          <Typography as="dd" variant="body2">
            {value}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
