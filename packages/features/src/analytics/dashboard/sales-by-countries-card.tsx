import { Flag, List, Stack, Typography } from '@atrium/ui';
import type { AnalyticsSalesByCountries } from '@atrium/mocks/types';

import { useGetAnalyticsSalesByCountriesQuery } from '../api/analytics-dashboard.ts';
import { DashboardCard, ListSkeleton, TrendChip } from '../../shared/dashboard/index.ts';
import { useAnalyticsCard } from './use-analytics-card.ts';

/** A constant element: the card re-renders while it loads, its placeholders do not. */
const skeleton = <ListSkeleton rows={6} />;

/** The six countries whose customers ordered most in the last 60 days, with their trend. */
export function SalesByCountriesCard() {
  const { t, format, card } = useAnalyticsCard(
    'salesByCountries',
    useGetAnalyticsSalesByCountriesQuery(),
  );
  return (
    <DashboardCard {...card} skeleton={skeleton}>
      {({ countries }: AnalyticsSalesByCountries) =>
        countries.length === 0 ? (
          <Typography color="secondary" data-testid="analytics-countries-empty">
            {t('analytics.salesByCountries.empty')}
          </Typography>
        ) : (
          <List flush data-testid="analytics-countries">
            {countries.map((c) => (
              <List.Item
                key={c.countryCode}
                data-country={c.countryCode}
                start={<Flag src={c.flag} alt="" width={30} height={22} />}
                secondary={t('analytics.salesByCountries.orders', { count: c.orders })}
                action={
                  <Stack direction="row" gap={2} align="center">
                    <Typography variant="body2" weight="semibold">
                      {format.moneyShort(c.sales)}
                    </Typography>
                    <TrendChip change={c.change} />
                  </Stack>
                }
              >
                {c.country}
              </List.Item>
            ))}
          </List>
        )
      }
    </DashboardCard>
  );
}
