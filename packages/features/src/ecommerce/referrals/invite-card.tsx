import { useTranslation } from 'react-i18next';

import { Divider, Stack, Typography } from '@atrium/ui';

import { Can } from '../../shared/access/index.ts';

import { InviteForm } from './invite-form.tsx';
import { ReferralLink } from './referral-link.tsx';
import { ReferralSectionCard } from './referral-section-card.tsx';

/** Invite by email, then share the link: the two ways to bring people in. */
export function InviteCard() {
  const { t } = useTranslation('ecommerce');
  return (
    <ReferralSectionCard section="invite">
      <Stack gap={5}>
        {/* Inviting adds a referral: a reader shares the link only. */}
        <Can do="create" on="Ecommerce">
          <InviteForm />
          <Divider />
        </Can>
        <Stack gap={2}>
          <Typography variant="subtitle" as="h3">
            {t('referrals.link.title')}
          </Typography>
          <ReferralLink />
        </Stack>
      </Stack>
    </ReferralSectionCard>
  );
}
