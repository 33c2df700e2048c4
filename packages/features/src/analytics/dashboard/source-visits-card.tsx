import {
  IconAd2,
  IconDots,
  IconExternalLink,
  IconMail,
  IconShare,
  IconWorld,
} from '@tabler/icons-react';

import { Avatar, Stack, Typography } from '@atrium/ui';
import type { AnalyticsSourceVisits, TrafficSource } from '@atrium/mocks/types';

import { useGetAnalyticsSourceVisitsQuery } from '../api/analytics-dashboard.ts';
import {
  DashboardCard,
  FigureSkeleton,
  HeadlineFigure,
  ListSkeleton,
  TrendChip,
} from '../../shared/dashboard/index.ts';
import { FigureLine } from './figure-line.tsx';
import { useAnalyticsCard } from './use-analytics-card.ts';

/** A constant element: the card re-renders while it loads, its placeholders do not. */
const skeleton = (
  <FigureSkeleton>
    <ListSkeleton rows={6} />
  </FigureSkeleton>
);

const icons: Record<TrafficSource, typeof IconWorld> = {
  direct: IconWorld,
  social: IconShare,
  email: IconMail,
  referral: IconExternalLink,
  ads: IconAd2,
  other: IconDots,
};

/** The last 30 days' visits by where they came from, each with its share and trend. */
export function SourceVisitsCard() {
  const { t, format, card } = useAnalyticsCard('sourceVisits', useGetAnalyticsSourceVisitsQuery());
  return (
    <DashboardCard {...card} skeleton={skeleton}>
      {(visits: AnalyticsSourceVisits) =>
        visits.total === 0 ? (
          <Typography color="secondary" data-testid="analytics-sources-empty">
            {t('analytics.sourceVisits.empty')}
          </Typography>
        ) : (
          <>
            <HeadlineFigure
              value={format.number(visits.total)}
              caption={t('analytics.sourceVisits.total')}
              testId="analytics-sources-total"
            />
            <Stack gap={3}>
              {visits.sources.map(({ source, visits: count, share, change }) => {
                const Icon = icons[source];
                return (
                  <FigureLine
                    key={source}
                    start={
                      <Avatar shape="rounded" size="sm" color="secondary" alt="">
                        <Icon size={18} />
                      </Avatar>
                    }
                    label={
                      <>
                        {t(`analytics.sourceVisits.sources.${source}`)}{' '}
                        <Typography as="span" variant="caption" color="secondary">
                          {format.percent(share)}
                        </Typography>
                      </>
                    }
                    value={format.number(count)}
                    extra={<TrendChip change={change} />}
                    testId={`analytics-source-${source}`}
                  />
                );
              })}
            </Stack>
          </>
        )
      }
    </DashboardCard>
  );
}
