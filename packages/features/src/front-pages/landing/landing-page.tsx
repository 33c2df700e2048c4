import { useTranslation } from 'react-i18next';

import { FrontLayout } from '../layout/front-layout.tsx';
import { PricingPlans } from '../pricing/pricing-plans.tsx';
import { FrontSection } from '../shared/front-section.tsx';
import { ContactSection } from './contact-section.tsx';
import { FactsSection } from './facts-section.tsx';
import { FaqSection } from './faq-section.tsx';
import { FeaturesSection } from './features-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { ReviewsSection } from './reviews-section.tsx';
import { TeamSection } from './team-section.tsx';

/** `/front-pages/landing`: the marketing page, section by section (the top bar links to them). */
export function LandingPage() {
  const { t } = useTranslation('front-pages');
  return (
    <FrontLayout page="landing">
      <HeroSection />
      <FeaturesSection />
      <ReviewsSection />
      <TeamSection />
      <FrontSection
        id="pricing"
        overline={t('plans.overline')}
        title={t('plans.title')}
        subtitle={t('plans.subtitle')}
      >
        <PricingPlans />
      </FrontSection>
      <FactsSection />
      <FaqSection />
      <ContactSection />
    </FrontLayout>
  );
}
