import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { FrontSection } from '../shared/front-section.tsx';

/** The landing sections whose texts have an overline, a title and a subtitle. */
type SectionTexts = 'features' | 'reviews' | 'team' | 'plans' | 'faq' | 'contact';

/** A landing section headed by its `<texts>.overline`, `.title` and `.subtitle`. */
export function LandingSection({
  id,
  texts,
  children,
}: {
  id: string;
  texts: SectionTexts;
  children: ReactNode;
}) {
  const { t } = useTranslation('front-pages');
  return (
    <FrontSection
      id={id}
      overline={t(`${texts}.overline`)}
      title={t(`${texts}.title`)}
      subtitle={t(`${texts}.subtitle`)}
    >
      {children}
    </FrontSection>
  );
}
