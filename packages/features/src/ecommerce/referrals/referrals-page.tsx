import { useTranslation } from 'react-i18next';

import { Grid, PageHeader, Stack } from '@atrium/ui';

import { HowItWorks } from './how-it-works.tsx';
import { InviteCard } from './invite-card.tsx';
import { ReferralStats } from './referral-stats.tsx';
import { ReferralTable } from './referral-table.tsx';

/** The referral programme: earnings, how it works, invitations and the referred users. */
export function ReferralsPage() {
  const { t } = useTranslation('ecommerce');
  return (
    <Stack gap={6}>
      <PageHeader title={t('referrals.title')} description={t('referrals.description')} />
      <ReferralStats />
      <Grid columns={{ xs: 1, lg: 2 }} gap={6}>
        <HowItWorks />
        <InviteCard />
      </Grid>
      <ReferralTable />
    </Stack>
  );
}
