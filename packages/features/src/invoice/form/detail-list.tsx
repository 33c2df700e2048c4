import { Stack, Typography } from '@atrium/ui';

export interface DetailItem {
  label: string;
  value: string;
  /** Written left to right in any language (a phone number, an IBAN). */
  ltr?: boolean;
}

/** Labelled values as a description list (a client's details, the payment details). */
export function DetailList({ items, testId }: { items: DetailItem[]; testId?: string }) {
  return (
    <Stack as="dl" gap={1} data-testid={testId}>
      {items.map(({ label, value, ltr }) => (
        <Stack key={label} direction="row" gap={2} wrap>
          <Typography as="dt" variant="body2" color="secondary">
            {label}:
          </Typography>
          <Typography as="dd" variant="body2">
            {ltr ? <span dir="ltr">{value}</span> : value}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
