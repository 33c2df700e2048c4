import type { ReactNode } from 'react';

import { Divider, Stack, Typography } from '@atrium/ui';

/** One "label: value" line of a profile card's details list (inside `ProfileDetails`). */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" gap={2} align="center" wrap>
      <Typography as="dt" variant="body2" weight="semibold">
        {label}:
      </Typography>
      <Typography as="dd" variant="body2" color="secondary">
        {children}
      </Typography>
    </Stack>
  );
}

export interface ProfileStat {
  key: string;
  /** Already formatted. */
  value: string;
  label: string;
  testId?: string;
}

/** A profile's figures side by side, each over its label (projects, tasks, connections). */
export function ProfileStats({ stats }: { stats: readonly ProfileStat[] }) {
  return (
    <Stack direction="row" gap={4} justify="around" wrap>
      {stats.map(({ key, value, label, testId }) => (
        <Stack key={key} gap={0} align="center">
          <Typography variant="h6" as="p" data-testid={testId}>
            {value}
          </Typography>
          <Typography variant="caption" color="secondary">
            {label}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * The middle of a profile card (a customer's, a user's): the figures side by side, a divider,
 * then the details list under its small heading (`DetailRow`s as children).
 */
export function ProfileFacts({
  stats,
  detailsTitle,
  children,
}: {
  stats: readonly ProfileStat[];
  detailsTitle: string;
  children: ReactNode;
}) {
  return (
    <>
      <ProfileStats stats={stats} />
      <Divider />
      <Stack gap={3}>
        <Typography variant="overline" as="h3" color="secondary">
          {detailsTitle}
        </Typography>
        <Stack as="dl" gap={2}>
          {children}
        </Stack>
      </Stack>
    </>
  );
}
