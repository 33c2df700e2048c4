import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { Flag, List, Stack, Typography } from '@atrium/ui';
import type { CrmSalesByCountry } from '@atrium/mocks/types';

import { useGetCrmSalesByCountryQuery } from '../api/crm-dashboard.ts';
import { DashboardCard, ListSkeleton, TrendChip } from '../../shared/dashboard/index.ts';
import { CardEmpty } from './card-empty.tsx';
import { useCrmCard } from './use-crm-card.ts';

/** A constant element: the card re-renders while it loads, its placeholders do not. */
const skeleton = <ListSkeleton rows={6} />;

/** A country named in the reader's language by its code; the seed's English name otherwise. */
function useCountryName(): (code: string, fallback: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    return (code, fallback) => {
      try {
        return names.of(code.toUpperCase()) ?? fallback;
      } catch {
        return fallback;
      }
    };
  }, [i18n.language]);
}

/** The six countries whose customers ordered most, with their change over 60 days. */
export function SalesByCountryCard() {
  const { t, format, card } = useCrmCard('countries', useGetCrmSalesByCountryQuery());
  const countryName = useCountryName();
  return (
    <DashboardCard {...card} skeleton={skeleton}>
      {({ countries }: CrmSalesByCountry) =>
        countries.length === 0 ? (
          <CardEmpty>{t('crm.countries.empty')}</CardEmpty>
        ) : (
          <List flush>
            {countries.map((c) => (
              <List.Item
                key={c.countryCode}
                data-testid={`crm-country-${c.countryCode}`}
                start={<Flag src={c.flag} alt="" width={28} height={20} />}
                secondary={t('crm.countries.orders', { count: c.orders })}
                action={
                  <Stack gap={1} align="end">
                    <Typography variant="body2" weight="semibold">
                      {format.moneyShort(c.sales)}
                    </Typography>
                    <TrendChip change={c.change} />
                  </Stack>
                }
              >
                {countryName(c.countryCode, c.country)}
              </List.Item>
            ))}
          </List>
        )
      }
    </DashboardCard>
  );
}
