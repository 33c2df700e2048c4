import { IconMail, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import type { CustomerDetails } from '@atrium/mocks/types';
import { Avatar, Button, Card, Chip, Stack, Typography } from '@atrium/ui';

import { DetailRow, ProfileFacts, useFormat } from '../../shared/index.ts';
import { CountryCell } from './customer-columns.tsx';

/** The customer at a glance: who, how much, and how to reach them. */
export function CustomerProfileCard({ customer }: { customer: CustomerDetails }) {
  const { t } = useTranslation('ecommerce');
  const format = useFormat();
  return (
    <Card
      as="section"
      aria-label={t('customers.details.profile.label', { name: customer.customer })}
    >
      <Card.Content>
        <Stack gap={6}>
          <Stack gap={3} align="center">
            <Avatar src={customer.avatar} name={customer.customer} alt="" size="xl" />
            <Stack gap={1} align="center">
              <Typography variant="h5" as="h2">
                {customer.customer}
              </Typography>
              <Typography variant="body2" color="secondary">
                {t('customers.details.profile.customerId', { id: customer.customerId })}
              </Typography>
            </Stack>
          </Stack>
          <ProfileFacts
            stats={[
              {
                key: 'orders',
                value: format.number(customer.order),
                label: t('customers.details.profile.orders'),
                testId: 'customer-orders-count',
              },
              {
                key: 'spent',
                value: format.money(customer.totalSpent),
                label: t('customers.details.profile.spent'),
              },
            ]}
            detailsTitle={t('customers.details.profile.details')}
          >
            <DetailRow label={t('customers.details.profile.email')}>{customer.email}</DetailRow>
            <DetailRow label={t('customers.details.profile.status')}>
              <Chip
                size="sm"
                variant="tonal"
                color="success"
                label={t(`customers.details.profile.statusValue.${customer.status}`)}
              />
            </DetailRow>
            <DetailRow label={t('customers.details.profile.contact')}>
              {/* A phone number reads left to right in every language. */}
              <bdi dir="ltr">{customer.contact}</bdi>
            </DetailRow>
            <DetailRow label={t('customers.details.profile.country')}>
              <CountryCell
                country={customer.country}
                code={customer.countryCode}
                flag={customer.countryFlag}
              />
            </DetailRow>
          </ProfileFacts>
          <Stack direction="row" gap={3} wrap justify="center">
            <Button asChild startIcon={<IconMail size={18} />}>
              <a href={`mailto:${customer.email}`}>{t('customers.details.profile.sendEmail')}</a>
            </Button>
            <Button asChild variant="tonal" color="secondary" startIcon={<IconPhone size={18} />}>
              <a href={`tel:${customer.contact.replace(/[^\d+]/g, '')}`}>
                {t('customers.details.profile.call')}
              </a>
            </Button>
          </Stack>
        </Stack>
      </Card.Content>
    </Card>
  );
}
