import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { SectionCard } from '../../shared/index.ts';

/** A full-height card of the referrals page, named by its heading (`referrals.<section>.title`). */
export function ReferralSectionCard({
  section,
  children,
}: {
  section: 'how' | 'invite';
  children: ReactNode;
}) {
  const { t } = useTranslation('ecommerce');
  return (
    <SectionCard
      titleId={`referral-${section}-title`}
      title={t(`referrals.${section}.title`)}
      subtitle={t(`referrals.${section}.subtitle`)}
    >
      {children}
    </SectionCard>
  );
}
