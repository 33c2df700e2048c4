import { useTranslation } from 'react-i18next';

import { Skeleton, Stack, Typography } from '@atrium/ui';

import { useGetSettingsQuery } from '../../ecommerce/index.ts';
import { AddressLines } from './document-parts.tsx';

/**
 * The shop's name and address as the e-commerce store settings hold them, so an invoice prints
 * what the settings screen says. While they load, lines of the same height hold the place.
 */
export function ShopHeader() {
  const { t, i18n } = useTranslation('invoice');
  const { data, isLoading, isError } = useGetSettingsQuery();
  if (isLoading) {
    return (
      <Stack gap={1} data-testid="invoice-shop-loading">
        <Skeleton variant="text" width={180} height={28} />
        <Skeleton variant="text" width={220} />
        <Skeleton variant="text" width={160} />
      </Stack>
    );
  }
  // Without the settings the invoice still prints; the shop's lines are simply left out.
  if (isError || !data) return null;
  const { name, address, phone, email } = data.store;
  const country = new Intl.DisplayNames([i18n.language], { type: 'region' }).of(address.country);
  const lines = [
    address.line1,
    address.line2,
    [address.postcode, address.city].filter(Boolean).join(' '),
    country ?? '',
  ];
  return (
    <Stack as="address" gap={1} data-testid="invoice-shop" aria-label={t('preview.shop')}>
      <Typography variant="h5" as="p" color="primary">
        <bdi>{name}</bdi>
      </Typography>
      <AddressLines lines={lines} phone={phone} email={email} />
    </Stack>
  );
}
