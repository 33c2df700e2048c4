import { IconGift, IconSend, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { Avatar, Grid, Stack, Typography } from '@atrium/ui';

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
      <Grid as="ol" columns={{ xs: 1, md: 3 }} gap={6}>
        {STEPS.map((step) => (
          <Grid.Item as="li" key={step.id}>
            <Stack gap={3} align="center" textAlign="center">
              <Avatar size="lg" color="primary" alt="">
                {step.icon}
              </Avatar>
              <Typography variant="subtitle" as="h3">
                {t(`referrals.how.steps.${step.id}.title`)}
              </Typography>
              <Typography variant="body2" color="secondary">
                {t(`referrals.how.steps.${step.id}.text`)}
              </Typography>
            </Stack>
          </Grid.Item>
        ))}
      </Grid>
    </ReferralSectionCard>
  );
}
