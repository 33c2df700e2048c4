import { useTranslation } from 'react-i18next';

import { Card, Divider, Stack, Typography } from '@atrium/ui';

import { InviteForm } from './invite-form.tsx';
import { ReferralLink } from './referral-link.tsx';

/** Invite by email, then share the link: the two ways to bring people in. */
export function InviteCard() {
  const { t } = useTranslation('ecommerce');
  return (
    <Card as="section" aria-labelledby="referral-invite-title" fullHeight>
      <Card.Header
        title={t('referrals.invite.title')}
        subtitle={t('referrals.invite.subtitle')}
        titleId="referral-invite-title"
        headingLevel={2}
      />
      <Card.Content>
        <Stack gap={5}>
          <InviteForm />
          <Divider />
          <Stack gap={2}>
            <Typography variant="subtitle" as="h3">
              {t('referrals.link.title')}
            </Typography>
            <ReferralLink />
          </Stack>
        </Stack>
      </Card.Content>
    </Card>
  );
}
