import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { CustomerDetails } from '@atrium/mocks/types';
import { Card, Chip, Grid, Stack, Typography } from '@atrium/ui';

import { AddressLines } from '../orders/order-address-card.tsx';

/** Brand marks drawn by the fake API's asset handler (as for the order list's methods). */
const brandLogo = (brand: string) => `/mock-assets/brands/${brand}.svg`;

/** The mark of the first address or card (the default one). */
function MarkChip({ color, label }: { color: 'success' | 'primary'; label: string }) {
  return <Chip size="sm" variant="tonal" color={color} label={label} />;
}

/** A titled card whose items are outlined cards in a two-column list. */
function CardListSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card as="section">
      <Card.Header title={title} headingLevel={2} />
      <Card.Content>
        <Grid columns={{ xs: 1, sm: 2 }} gap={4} as="ul">
          {children}
        </Grid>
      </Card.Content>
    </Card>
  );
}

/** One item of a `CardListSection`: an outlined card. */
function CardListItem({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <Card as="li" variant="outlined" data-testid={testId}>
      <Card.Content>{children}</Card.Content>
    </Card>
  );
}

/** The customer's address book and saved payment methods (from the details call). */
export function CustomerAddressTab({ customer }: { customer: CustomerDetails }) {
  const { t } = useTranslation('ecommerce');
  return (
    <Stack gap={6}>
      <CardListSection title={t('customers.details.address.title')}>
        {customer.addresses.map((address, index) => (
          // A customer may keep two addresses under one label, or two cards of one brand.
          <CardListItem key={`${address.label}-${address.line1}`} testId="customer-address">
            <Stack gap={2}>
              <Stack direction="row" gap={2} align="center" wrap>
                <Typography variant="subtitle" as="h3">
                  {t(`customers.details.address.labels.${address.label}`)}
                </Typography>
                {index === 0 && (
                  <MarkChip color="success" label={t('customers.details.address.default')} />
                )}
              </Stack>
              <AddressLines address={address} />
            </Stack>
          </CardListItem>
        ))}
      </CardListSection>
      <CardListSection title={t('customers.details.address.paymentTitle')}>
        {customer.paymentMethods.map((card, index) => {
          const brand = t(`customers.details.address.brands.${card.brand}`);
          return (
            <CardListItem key={`${card.brand}-${card.last4}`} testId="customer-payment-method">
              <Stack direction="row" gap={3} align="center">
                <img src={brandLogo(card.brand)} alt="" width={48} height={30} />
                <Stack gap={0}>
                  <Typography variant="subtitle" as="h3">
                    {t('customers.details.address.cardEnding', { brand, last4: card.last4 })}
                  </Typography>
                  <Typography variant="caption" color="secondary">
                    {t('customers.details.address.expires', { date: card.expires })}
                  </Typography>
                </Stack>
                {index === 0 && (
                  <MarkChip color="primary" label={t('customers.details.address.primary')} />
                )}
              </Stack>
            </CardListItem>
          );
        })}
      </CardListSection>
    </Stack>
  );
}
