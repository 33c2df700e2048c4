import type { ReactNode } from 'react';

import { Card } from '@atrium/ui';

export interface SectionCardProps {
  /** The id of the heading, which names the section. */
  titleId: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/**
 * A full-height card that is one section of a page, named by its level-2 heading (a summary
 * card, a referrals step): the landmark, the heading and its id kept together.
 */
export function SectionCard({ titleId, title, subtitle, children }: SectionCardProps) {
  return (
    <Card as="section" aria-labelledby={titleId} fullHeight>
      <Card.Header title={title} subtitle={subtitle} titleId={titleId} headingLevel={2} />
      <Card.Content>{children}</Card.Content>
    </Card>
  );
}
