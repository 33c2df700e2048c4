import { IconGift, IconSend, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { IconSteps } from '../../shared/icon-steps.tsx';

import { ReferralSectionCard } from './referral-section-card.tsx';

const STEPS = [
  { id: 'invite', icon: <IconSend size={22} aria-hidden /> },
  { id: 'signup', icon: <IconUserPlus size={22} aria-hidden /> },
  { id: 'earn', icon: <IconGift size={22} aria-hidden /> },
] as const;

/** The three steps of the programme, as an ordered list. */
export function HowItWorks() {
  const { t } = useTranslation('ecommerce');
  return (
    <ReferralSectionCard section="how">
      <IconSteps
        headingLevel="h3"
        columnsFrom="md"
        gap={6}
        steps={STEPS.map((step) => ({
          ...step,
          title: t(`referrals.how.steps.${step.id}.title`),
          text: t(`referrals.how.steps.${step.id}.text`),
        }))}
      />
    </ReferralSectionCard>
  );
}
