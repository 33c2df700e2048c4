import { lazy, Suspense, type ReactNode } from 'react';

import { Stack } from '@atrium/ui';

import { usePageMeta, type FrontPageName } from '../shared/use-page-meta.ts';
import { FrontTopBar } from './front-top-bar.tsx';

// Below the page's content: a chunk of its own, so a page's first screen does not wait for it.
const FrontFooter = lazy(async () => ({
  default: (await import('./front-footer.tsx')).FrontFooter,
}));

export interface FrontLayoutProps {
  /** Names the page's title and description (`meta.<page>` texts). */
  page: FrontPageName;
  children: ReactNode;
}

/** Every front page's frame: top bar, the page's sections in `<main>`, footer. No app navigation. */
export function FrontLayout({ page, children }: FrontLayoutProps) {
  usePageMeta(page);
  return (
    <Stack align="center" minBlockSize="100vh">
      <FrontTopBar />
      <Stack as="main" id="main" align="center" inlineSize="100%" grow>
        {children}
      </Stack>
      <Suspense fallback={null}>
        <FrontFooter />
      </Suspense>
    </Stack>
  );
}
