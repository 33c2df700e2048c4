import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Card } from '@atrium/ui';

/** A full-height card of the referrals page, named by its heading (`referrals.<section>.title`). */
export function ReferralSectionCard({
  section,
  children,
}: {
  section: 'how' | 'invite';
  children: ReactNode;
}) {
  const { t } = useTranslation('ecommerce');
  const titleId = `referral-${section}-title`;
  return (
    <Card as="section" aria-labelledby={titleId} fullHeight>
      <Card.Header
        title={t(`referrals.${section}.title`)}
        subtitle={t(`referrals.${section}.subtitle`)}
        titleId={titleId}
        headingLevel={2}
      />
      <Card.Content>{children}</Card.Content>
    </Card>
  );
}
