import { faqGroups } from '@atrium/mocks/values';

import { FaqGroups } from '../shared/faq-groups.tsx';
import { LandingSection } from './landing-section.tsx';

/**
 * The FAQ seed (the groups GET /api/pages/faq serves) as plain data: asking the fake API would
 * start it on every visit, and the landing page starts it only for the contact form.
 */
const groups = faqGroups();

export function FaqSection() {
  return (
    <LandingSection id="faq" texts="faq">
      <FaqGroups groups={groups} idPrefix="faq" />
    </LandingSection>
  );
}
