import type { ReactNode } from 'react';

import { Card } from '../card/index.ts';
import { Stack } from '../stack/index.ts';
import { Typography } from '../typography/index.ts';
import { CentredCard, CentredRoot, SplitArt, SplitForm, SplitRoot } from './auth-layout.styles.ts';

export interface AuthLayoutProps {
  /** `v1`: a centred card; `v2`: a split screen with `illustration` beside the form. */
  look: 'v1' | 'v2';
  /** The page's heading (an h1). */
  title: ReactNode;
  /** A line under the heading. */
  subtitle?: ReactNode;
  /** The brand above the heading (`<Brand name="Atrium" />`). */
  brand?: ReactNode;
  /** v2's picture (an SVG in the theme's colours); mirrored in right-to-left pages, hidden below 900 px. */
  illustration?: ReactNode;
  /** The form, and the links under it. */
  children: ReactNode;
  /** The heading's id, which names the page's region (unique per page). */
  titleId?: string;
}

/**
 * The frame of every authentication page, in its two looks: one component per flow passes its
 * `look` here rather than keeping two copies of the page.
 */
export function AuthLayout({
  look,
  title,
  subtitle,
  brand,
  illustration,
  children,
  titleId = 'auth-title',
}: AuthLayoutProps) {
  const body = (
    <Stack gap={5}>
      {brand}
      <Stack gap={1}>
        <Typography variant="h4" as="h1" id={titleId}>
          {title}
        </Typography>
        {subtitle === undefined ? null : <Typography color="secondary">{subtitle}</Typography>}
      </Stack>
      {children}
    </Stack>
  );
  if (look === 'v2') {
    return (
      <SplitRoot aria-labelledby={titleId} data-look="v2">
        <SplitArt aria-hidden>{illustration}</SplitArt>
        <SplitForm>
          <section>{body}</section>
        </SplitForm>
      </SplitRoot>
    );
  }
  return (
    <CentredRoot aria-labelledby={titleId} data-look="v1">
      <CentredCard>
        <Card as="section">
          <Card.Content>{body}</Card.Content>
        </Card>
      </CentredCard>
    </CentredRoot>
  );
}
