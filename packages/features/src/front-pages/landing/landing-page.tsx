import { lazy, Suspense } from 'react';

import { Box } from '@atrium/ui';

import { useAfterFirstCommit } from '../../shared/use-after-first-commit.ts';
import { FrontLayout } from '../layout/front-layout.tsx';
import { HeroSection } from './hero-section.tsx';

const LandingSections = lazy(async () => ({
  default: (await import('./landing-sections.tsx')).LandingSections,
}));

/** A screen's height kept for the sections while they load, so the footer stays below the fold. */
const reserved = <Box minBlockSize="100vh" />;

/**
 * `/front-pages/landing`: the marketing page, section by section (the top bar links to them). The
 * hero commits alone, above a screen's height kept for the rest, whose chunk loads after it: the
 * first screen's text waits for the hero's code and render only (packages/features/README.md
 * "First screens").
 */
export function LandingPage() {
  const rest = useAfterFirstCommit();
  return (
    <FrontLayout page="landing">
      <HeroSection />
      {rest ? (
        <Suspense fallback={reserved}>
          <LandingSections />
        </Suspense>
      ) : (
        reserved
      )}
    </FrontLayout>
  );
}
