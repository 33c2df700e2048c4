import type { ReactNode } from 'react';

import { Card, PageHeader, Skeleton, Stack } from '@atrium/ui';

/** A wizard example's page: its `h1` (which names the wizard's form, `titleId`) and the wizard. */
export function WizardPage({
  titleId,
  title,
  description,
  children,
}: {
  titleId: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Stack gap={6}>
      <PageHeader title={<span id={titleId}>{title}</span>} description={description} />
      {children}
    </Stack>
  );
}

/** The wizard's shape while its data loads: the steps, a heading, a few fields. */
export function WizardSkeleton({ label }: { label: string }) {
  return (
    <Card as="section" aria-busy="true" aria-label={label}>
      <Card.Content>
        <Stack gap={5}>
          <Skeleton variant="rounded" height={48} />
          <Skeleton variant="text" width="30%" />
          <Skeleton variant="rounded" height={64} />
          <Skeleton variant="rounded" height={64} />
          <Skeleton variant="rounded" height={64} />
        </Stack>
      </Card.Content>
    </Card>
  );
}
