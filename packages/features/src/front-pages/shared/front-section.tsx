import type { ReactNode } from 'react';

import { Box, Stack, Typography } from '@atrium/ui';

export interface FrontSectionProps {
  /** The anchor the top bar's links scroll to (`#features`), and the heading's id prefix. */
  id: string;
  overline?: string;
  title: string;
  subtitle?: string;
  /** `h1` for a page's first section, `h2` for the others. */
  level?: 'h1' | 'h2';
  children: ReactNode;
}

/**
 * One band of a front page: a centred heading (overline, title, subtitle) above its content,
 * named by its heading for screen readers.
 */
export function FrontSection({
  id,
  overline,
  title,
  subtitle,
  level = 'h2',
  children,
}: FrontSectionProps) {
  const titleId = `${id}-title`;
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={titleId}
      padding={{ xs: 4, md: 10 }}
      maxInlineSize={1200}
      inlineSize="100%"
    >
      <Stack gap={8}>
        <Stack gap={2} align="center">
          {overline && (
            <Typography variant="overline" color="brand">
              {overline}
            </Typography>
          )}
          <Typography variant={level === 'h1' ? 'h2' : 'h3'} as={level} id={titleId} align="center">
            {title}
          </Typography>
          {subtitle && (
            <Typography color="secondary" align="center">
              {subtitle}
            </Typography>
          )}
        </Stack>
        {children}
      </Stack>
    </Box>
  );
}
