import { Stack, Typography } from '@atrium/ui';

/**
 * A label and its value in a `dl` (Date due: Feb 12, 2026): on one line, or `stacked` with a
 * small label above (the payment stub). The value is isolated, so Latin text reads right in Arabic.
 */
export function LabelledValue({
  label,
  value,
  stacked = false,
}: {
  label: string;
  value: string;
  stacked?: boolean;
}) {
  return (
    <Stack direction={stacked ? 'column' : 'row'} gap={stacked ? 1 : 2} wrap={!stacked}>
      <Typography as="dt" variant={stacked ? 'caption' : 'body2'} color="secondary">
        {label}
      </Typography>
      <Typography as="dd" variant="body2" weight="medium">
        <bdi>{value}</bdi>
      </Typography>
    </Stack>
  );
}

/** The lines of a postal address, then the phone number and the email (shop or client). */
export function AddressLines({
  lines,
  phone,
  email,
}: {
  lines: readonly string[];
  phone: string;
  email: string;
}) {
  return (
    <>
      {lines.filter(Boolean).map((line) => (
        <Typography key={line} variant="body2" color="secondary">
          <bdi>{line}</bdi>
        </Typography>
      ))}
      <Typography variant="body2" color="secondary">
        {/* A phone number reads left to right in every language. */}
        <bdi dir="ltr">{phone}</bdi>
      </Typography>
      <Typography variant="body2" color="secondary">
        <bdi>{email}</bdi>
      </Typography>
    </>
  );
}

export interface HeadColumn {
  label: string;
  /** Amounts and counts: aligned to the end. */
  numeric?: boolean;
}

/** A table's header row, one column heading each. */
export function TableHead({ columns }: { columns: readonly HeadColumn[] }) {
  return (
    <thead>
      <tr>
        {columns.map(({ label, numeric = false }) => (
          <th key={label} scope="col" data-align={numeric ? 'end' : undefined}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
