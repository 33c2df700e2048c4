import { useTranslation } from 'react-i18next';

import { Skeleton } from '@atrium/ui';

import { CopyField } from '../../shared/copy-field.tsx';

import { useGetReferralSummaryQuery } from '../api/referrals.ts';

/** The shop's referral link, read-only, with a copy button. */
export function ReferralLink() {
  const { t } = useTranslation('ecommerce');
  const { data, isLoading } = useGetReferralSummaryQuery();

  if (isLoading || !data) return <Skeleton variant="rounded" height={64} />;

  return (
    <CopyField
      label={t('referrals.link.label')}
      value={data.referralUrl}
      copyLabel={t('referrals.link.copy')}
      copiedText={t('referrals.link.copied')}
      copyFailedText={t('referrals.link.copyFailed')}
      testId="referral-link"
      copyTestId="referral-copy"
    />
  );
}
