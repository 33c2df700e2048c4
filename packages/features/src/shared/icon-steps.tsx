import type { ReactNode } from 'react';

import { Avatar, Grid, Stack, Typography } from '@atrium/ui';

export interface IconStep {
  id: string;
  icon: ReactNode;
  title: string;
  text: string;
}

/**
 * How something works in a few steps (a referral programme's), as an ordered list: each step an
 * icon, a title at `headingLevel` and a line, side by side from `columnsFrom`.
 */
export function IconSteps({
  steps,
  headingLevel,
  columnsFrom,
  gap,
}: {
  steps: readonly IconStep[];
  headingLevel: 'h3' | 'p';
  columnsFrom: 'sm' | 'md';
  gap: number;
}) {
  return (
    <Grid as="ol" columns={{ xs: 1, [columnsFrom]: steps.length }} gap={gap}>
      {steps.map((step) => (
        <Grid.Item as="li" key={step.id}>
          <Stack gap={3} align="center" textAlign="center">
            <Avatar size="lg" color="primary" alt="">
              {step.icon}
            </Avatar>
            <Typography variant="subtitle" as={headingLevel}>
              {step.title}
            </Typography>
            <Typography variant="body2" color="secondary">
              {step.text}
            </Typography>
          </Stack>
        </Grid.Item>
      ))}
    </Grid>
  );
}
