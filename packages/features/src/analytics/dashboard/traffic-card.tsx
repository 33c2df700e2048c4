import { Carousel, Grid, Skeleton, Stack, Typography } from '@atrium/ui';
import type { AnalyticsTraffic, DashboardTrend } from '@atrium/mocks/types';

import { useGetAnalyticsTrafficQuery } from '../api/analytics-dashboard.ts';
import { DashboardCard, HeadlineFigure, TrendChip } from '../../shared/dashboard/index.ts';
import { useAnalyticsCard } from './use-analytics-card.ts';

/** The slide's shape: its heading, the headline figure, two small figures and the dots. */
function TrafficSkeleton() {
  return (
    <Stack gap={4}>
      <Skeleton width="40%" height={20} />
      <Stack gap={2}>
        <Skeleton width="35%" height={32} />
        <Skeleton width="55%" />
      </Stack>
      <Grid columns={2} gap={4}>
        <Skeleton height={44} />
        <Skeleton height={44} />
      </Grid>
      <Skeleton width={96} height={32} />
    </Stack>
  );
}

/** A constant element: the card re-renders while it loads, its placeholders do not. */
const skeleton = <TrafficSkeleton />;

/** The figures the slides name (`analytics.traffic.figures.*`). */
type TrafficFigure =
  'sessions' | 'pageViews' | 'pagesPerSession' | 'leads' | 'conversions' | 'conversionRate';

interface SmallFigure {
  key: TrafficFigure;
  value: string;
  /** The change, when the figure has a previous period. */
  change?: number | null;
}

/** One slide: a heading, the headline figure with its trend, two small figures under it. */
function TrafficSlide({
  slide,
  heading,
  caption,
  figure,
  value,
  small,
  label,
}: {
  slide: string;
  heading: string;
  caption: string;
  figure: DashboardTrend;
  value: string;
  small: readonly SmallFigure[];
  label: (key: TrafficFigure) => string;
}) {
  return (
    <Carousel.Slide data-testid={`analytics-traffic-slide-${slide}`}>
      <Stack gap={4}>
        <Typography variant="h6" as="h3">
          {heading}
        </Typography>
        <HeadlineFigure
          value={value}
          caption={caption}
          trend={figure.change}
          testId={`analytics-traffic-${slide}`}
        />
        <Grid columns={2} gap={4}>
          {small.map((s) => (
            <Stack key={s.key} gap={1}>
              <Typography variant="caption" color="secondary">
                {label(s.key)}
              </Typography>
              <Stack direction="row" gap={2} align="center" wrap>
                <Typography
                  variant="body1"
                  weight="semibold"
                  data-testid={`analytics-traffic-${s.key}`}
                >
                  {s.value}
                </Typography>
                {s.change !== undefined && <TrendChip change={s.change} />}
              </Stack>
            </Stack>
          ))}
        </Grid>
      </Stack>
    </Carousel.Slide>
  );
}

/** The website's last 30 days: visits, then leads and the orders they became, one slide each. */
export function TrafficCard() {
  const { t, format, card } = useAnalyticsCard('traffic', useGetAnalyticsTrafficQuery());
  const label = (key: TrafficFigure) => t(`analytics.traffic.figures.${key}`);
  return (
    <DashboardCard {...card} skeleton={skeleton} firstRow>
      {(traffic: AnalyticsTraffic) => (
        <Carousel label={t('analytics.traffic.carousel')} data-testid="analytics-traffic-carousel">
          <TrafficSlide
            slide="sessions"
            heading={t('analytics.traffic.slides.visits')}
            caption={label('sessions')}
            figure={traffic.sessions}
            value={format.number(traffic.sessions.current)}
            label={label}
            small={[
              {
                key: 'pageViews',
                value: format.number(traffic.pageViews.current),
                change: traffic.pageViews.change,
              },
              { key: 'pagesPerSession', value: format.number(traffic.pagesPerSession) },
            ]}
          />
          <TrafficSlide
            slide="leads"
            heading={t('analytics.traffic.slides.leads')}
            caption={label('leads')}
            figure={traffic.leads}
            value={format.number(traffic.leads.current)}
            label={label}
            small={[
              {
                key: 'conversions',
                value: format.number(traffic.conversions.current),
                change: traffic.conversions.change,
              },
              { key: 'conversionRate', value: format.percent(traffic.conversionRate) },
            ]}
          />
        </Carousel>
      )}
    </DashboardCard>
  );
}
