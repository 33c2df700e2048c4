import { useTranslation } from 'react-i18next';

import { faqGroups } from '@atrium/mocks/values';

import { FaqGroups } from '../shared/faq-groups.tsx';
import { FrontSection } from '../shared/front-section.tsx';

/**
 * The FAQ seed (the groups GET /api/pages/faq serves) as plain data: asking the fake API would
 * start it on every visit, and the landing page starts it only for the contact form.
 */
const groups = faqGroups();

export function FaqSection() {
  const { t } = useTranslation('front-pages');
  return (
    <FrontSection
      id="faq"
      overline={t('faq.overline')}
      title={t('faq.title')}
      subtitle={t('faq.subtitle')}
    >
      <FaqGroups groups={groups} idPrefix="faq" />
    </FrontSection>
  );
}
