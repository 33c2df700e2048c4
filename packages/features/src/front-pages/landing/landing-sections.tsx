import { useEffect } from 'react';

import { useLocation } from 'react-router-dom';

import { PricingPlans } from '../pricing/pricing-plans.tsx';
import { LandingSection } from './landing-section.tsx';
import { ContactSection } from './contact-section.tsx';
import { FactsSection } from './facts-section.tsx';
import { FaqSection } from './faq-section.tsx';
import { FeaturesSection } from './features-section.tsx';
import { ReviewsSection } from './reviews-section.tsx';
import { TeamSection } from './team-section.tsx';

/** The app's hash offset (its route effects): a section's top lands 60 px below the window's. */
const HASH_OFFSET = 60;

/**
 * A visit to `#faq` from another page arrives before these sections exist, so the app's scroll to
 * the hash finds nothing: once they are drawn, go there as the app would have.
 */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    const frame = requestAnimationFrame(() => {
      const target = document.getElementById(id);
      if (!target) return;
      const top = target.getBoundingClientRect().top + window.scrollY - HASH_OFFSET;
      window.scrollTo({ top, behavior: 'smooth' });
    });
    return () => cancelAnimationFrame(frame);
    // Once, when the sections arrive: later hash changes are the app's to follow.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** Everything below the hero: a chunk of its own, loaded once the hero is drawn. */
export function LandingSections() {
  useScrollToHash();
  return (
    <>
      <FeaturesSection />
      <ReviewsSection />
      <TeamSection />
      <LandingSection id="pricing" texts="plans">
        <PricingPlans />
      </LandingSection>
      <FactsSection />
      <FaqSection />
      <ContactSection />
    </>
  );
}
