import type { ReactNode } from 'react';

import { FrontSection } from '../shared/front-section.tsx';
import type { FrontPageName } from '../shared/use-page-meta.ts';
import { FrontLayout } from './front-layout.tsx';

export interface FrontPageProps {
  page: FrontPageName;
  /** The first section's anchor. */
  id: string;
  /** The page's `h1` and the line under it. */
  title: string;
  subtitle: string;
  /** The first section's content. */
  children: ReactNode;
  /** Sections after the first. */
  after?: ReactNode;
}

/** A front page other than the landing: the frame, an `h1` section, then any further sections. */
export function FrontPage({ page, id, title, subtitle, children, after }: FrontPageProps) {
  return (
    <FrontLayout page={page}>
      <FrontSection id={id} level="h1" title={title} subtitle={subtitle}>
        {children}
      </FrontSection>
      {after}
    </FrontLayout>
  );
}
